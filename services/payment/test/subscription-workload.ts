import { SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { ledger, payment, plan } from '@helpwire/proto';
import { AppError, createPromiseClient, type Identity } from '@helpwire/service-kit';
import type { TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

/** Answers that are a subscription call refused for a reason the person would see (an acknowledgement). */
const REFUSALS = new Set([
  'PAYMENT_CARD_DECLINED',
  'PAYMENT_PLAN_UNCHANGED',
  'PAYMENT_SUBSCRIPTION_NOT_FOUND',
  'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME',
  'PAYMENT_SUBSCRIPTION_PAST_DUE',
  'PAYMENT_INVOICE_NOT_REFUNDABLE',
]);

type Rand = () => number;

export interface SubscriptionFigures {
  ops: number;
  refused: Record<string, number>;
  retries: number;
  invoicesPaid: number;
  refunds: number;
}

interface Subscriber {
  userId: string;
  identity: Identity;
}

/**
 * Storage subscriptions inside the ledger's randomized proof (decision 0085): people subscribing,
 * upgrading, downgrading, cancelling and resuming, renewals and declined renewals walked by the
 * sandbox clock through dunning, and an admin refunding paid invoices, all over gRPC while the
 * service is killed and restarted; every call is retried with its own idempotency key until it is
 * answered. Each worker acts for its own people (one account's calls in turn, as one browser's).
 */
export class SubscriptionWorkload {
  readonly figures: SubscriptionFigures = { ops: 0, refused: {}, retries: 0, invoicesPaid: 0, refunds: 0 };
  readonly subscribers: Subscriber[] = [];
  readonly unexpected: string[] = [];
  private readonly paidInvoices: string[] = [];
  private readonly admin: Identity = { requestId: 'subs-admin', language: 'en', userId: randomUUID(), role: 'ADMIN' };

  constructor(
    private readonly address: string,
    private readonly rand: Rand,
  ) {}

  private async retried<T>(call: () => Promise<T>): Promise<T | string> {
    for (;;) {
      try {
        return await call();
      } catch (error) {
        const reason = error instanceof AppError ? error.reason : '';
        if (REFUSALS.has(reason)) return reason;
        if (error instanceof AppError && ['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'INTERNAL'].includes(error.code)) {
          this.figures.retries++;
          await new Promise((r) => setTimeout(r, 20 + this.rand() * 100));
          continue;
        }
        throw error;
      }
    }
  }

  /** People with a default sandbox card (before the kills begin): 4242s, one whose charges all decline, one whose renewals will. */
  async prepare(): Promise<void> {
    const cards = createPromiseClient(payment.PaymentServiceClient, this.address);
    const plans = createPromiseClient(plan.PlanServiceClient, this.address);
    try {
      const addCard = async (identity: Identity, number: string) => {
        const setup = await cards.createSetupIntent({}, { identity });
        await cards.sandboxConfirmSetup({ ...setup, cardNumber: number, expMonth: 12, expYear: 2034, cvc: '123', name: '' }, { identity });
        return (await cards.newCardSetDefault({ setupIntentId: setup.setupIntentId }, { identity })).result!.card!;
      };
      for (const card of ['succeeds', 'succeeds', 'succeeds', 'chargeDeclined', 'renewalDeclines'] as const) {
        const userId = randomUUID();
        const identity: Identity = { requestId: `subs-${userId}`, language: 'en', userId, role: 'USER' };
        const first = await addCard(identity, SANDBOX_TEST_CARDS[card === 'renewalDeclines' ? 'succeeds' : card]);
        if (card === 'renewalDeclines') {
          // Subscribed on a good card, which is then replaced by one whose every charge declines.
          await plans.changePlan({ planId: 'pro', idempotencyKey: `prepare-${userId}` }, { identity });
          await addCard(identity, SANDBOX_TEST_CARDS.chargeDeclined);
          await cards.detachCard({ cardId: first.id }, { identity });
        }
        this.subscribers.push({ userId, identity });
      }
    } finally {
      cards.close();
      plans.close();
    }
  }

  /** One worker: `operations` calls for its own people (worker w acts for subscribers w, w + workers, …). */
  async worker(w: number, workers: number, operations: number): Promise<void> {
    const mine = this.subscribers.filter((_, i) => i % workers === w);
    const plans = createPromiseClient(plan.PlanServiceClient, this.address);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(this.rand() * items.length)]!;
    try {
      for (let n = 0; n < operations; n++) {
        const { identity } = pick(mine);
        const o = { identity, deadlineMs: 5000 };
        const roll = this.rand();
        this.figures.ops++;
        let answer: unknown;
        if (roll < 0.4) {
          const key = `w${w}-op${n}-${randomUUID()}`;
          const planId = pick(['plus', 'pro', 'pro', 'free']);
          answer = await this.retried(() => plans.changePlan({ planId, idempotencyKey: key }, o));
        } else if (roll < 0.7) answer = await this.retried(() => plans.sandboxAdvanceClock({}, o));
        else if (roll < 0.78) answer = await this.retried(() => plans.cancelSubscription({ reason: '' }, o));
        else if (roll < 0.86) answer = await this.retried(() => plans.resumeSubscription({}, o));
        else if (this.paidInvoices.length > 0) {
          const invoiceId = pick(this.paidInvoices);
          answer = await this.retried(() =>
            plans.refundInvoice({ invoiceId, reason: 'randomized', idempotencyKey: `refund-${randomUUID()}` }, { identity: this.admin, deadlineMs: 5000 }),
          );
          if (typeof answer !== 'string') this.figures.refunds++;
        }
        if (typeof answer === 'string') this.figures.refused[answer] = (this.figures.refused[answer] ?? 0) + 1;
        const invoice = (answer as { invoice?: plan.Invoice } | undefined)?.invoice;
        if (invoice?.status === plan.InvoiceStatus.INVOICE_STATUS_PAID && !this.paidInvoices.includes(invoice.id)) {
          this.paidInvoices.push(invoice.id);
          this.figures.invoicesPaid++;
        }
      }
    } finally {
      plans.close();
    }
  }

  /**
   * The money of the subscriptions three ways, which must agree to the cent: what the provider (the
   * sandbox) collected net of refunds per person, what our invoices say, and the people's card
   * clearing on the ledger; and the ledger holds exactly one transfer per paid invoice and one
   * reversal per refund, no more. Answers what platform revenue gained and gave back.
   */
  async reconcile(database: TestDatabase, ledgerClient: ReturnType<typeof createPromiseClient<ledger.LedgerServiceClient>>, identity: Identity) {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const problems: string[] = [];
    let paid = 0n;
    let refunded = 0n;
    for (const { userId } of this.subscribers) {
      const [provider] = await rows<{ paid: string; refunded: string }>(sql`
        select coalesce(sum(i.amount_paid), 0) as paid, coalesce(sum(i.amount_refunded), 0) as refunded
        from payment_sandbox.sandbox_invoices i join payment.customers c on c.provider_customer_id = i.customer_id
        where c.account_id = ${userId}`);
      const [ours] = await rows<{ net: string }>(sql`
        select coalesce(sum(total_minor - refunded_minor), 0) as net from payment.subscription_invoices
        where account_id = ${userId} and status in ('PAID', 'REFUNDED')`);
      const accounts = (await ledgerClient.openAccounts({ ownerType: ledger.LedgerOwnerType.LEDGER_OWNER_TYPE_USER, ownerId: userId }, { identity })).accounts;
      const clearing = accounts.find((a) => a.kind === ledger.LedgerAccountKind.LEDGER_ACCOUNT_KIND_USER_CARD_CLEARING)!;
      const [balance] = (await ledgerClient.getBalances({ accountIds: [clearing.id] }, { identity })).balances;
      const onLedger = BigInt(balance!.debitsPosted!.amountMinor) - BigInt(balance!.creditsPosted!.amountMinor);
      const collected = BigInt(provider!.paid) - BigInt(provider!.refunded);
      if (collected !== BigInt(ours!.net) || collected !== onLedger)
        problems.push(`${userId}: the card paid ${collected} net at the provider, our invoices say ${ours!.net}, the ledger ${onLedger}`);
      paid += BigInt(provider!.paid);
      refunded += BigInt(provider!.refunded);
    }
    const expected = (
      await rows<{ id: string }>(sql`
        select 'subscription-invoice:' || id as id from payment.subscription_invoices where status in ('PAID', 'REFUNDED') and total_minor > 0
        union all select 'subscription-invoice:' || id || ':refund' from payment.subscription_invoices where status = 'REFUNDED'`)
    )
      .map((r) => r.id)
      .sort();
    const posted = (await rows<{ id: string }>(sql`select id from payment.ledger_transfers where id like 'subscription-invoice:%'`)).map((r) => r.id).sort();
    if (JSON.stringify(expected) !== JSON.stringify(posted)) problems.push(`subscription transfers: expected ${expected.length}, posted ${posted.length}`);
    return { problems, paid, refunded, transferIds: posted };
  }
}
