import { PaymentTexts } from '@helpwire/contracts';
import { AppError, Money, type Database, type Transaction } from '@helpwire/service-kit';
import { randomBytes } from 'node:crypto';
import { checkSandboxCard, type SandboxCardForm } from './sandbox-card-rules';
import {
  addSandboxRefund,
  advanceSandboxPaymentIntent,
  advanceSandboxSetupIntent,
  attachSandboxPaymentMethod,
  detachSandboxPaymentMethod,
  findSandboxPaymentIntent,
  findSandboxPaymentMethod,
  findSandboxSetupIntent,
  insertSandboxPaymentIntent,
  insertSandboxPaymentMethod,
  insertSandboxSetupIntent,
  sandboxOnce,
  sandboxOnceAs,
  sandboxPaymentMethodsOf,
  type SandboxPaymentIntentRow,
  type SandboxPaymentMethodRow,
  type SandboxSetupIntentRow,
} from './sandbox-store';
import { authenticationRequired, cardDeclined } from '../providers/card-provider-errors';
import type {
  CardProvider,
  Idempotent,
  PaymentIntentStatus,
  ProviderCard,
  ProviderPaymentIntent,
  ProviderRefund,
  ProviderSetupIntent,
  SetupIntentStatus,
} from '../providers/card-provider';

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function toSetupIntent(row: SandboxSetupIntentRow): ProviderSetupIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    customerId: row.customerId,
    status: row.status as SetupIntentStatus,
    paymentMethodId: row.paymentMethodId,
  };
}

function toCard(row: SandboxPaymentMethodRow): ProviderCard {
  return { paymentMethodId: row.id, customerId: row.customerId, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

function toPaymentIntent(row: SandboxPaymentIntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    status: row.status as PaymentIntentStatus,
    amount: Money.of(row.amount, row.currency),
    amountReceived: Money.of(row.amountReceived, row.currency),
    clientSecret: row.clientSecret ?? undefined,
  };
}

const setupNotFound = () => new AppError('NOT_FOUND', PaymentTexts.setupIntentNotFound, 'PAYMENT_SETUP_INTENT_NOT_FOUND');
const CANCELLABLE = new Set(['requires_capture', 'requires_action', 'requires_payment_method']);
const paymentNotFound = () => new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
const invalidState = () => new AppError('FAILED_PRECONDITION', PaymentTexts.paymentInvalidState, 'PAYMENT_INTENT_INVALID_STATE');

/**
 * The in-process provider `npm start` uses without Stripe keys: Stripe's objects and test-card
 * behaviour (docs.stripe.com/testing) on our own tables, so cards survive a restart. The card form
 * comes to our server only here; only brand, last 4 and expiry are kept.
 */
export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  createCustomer({ idempotencyKey }: Idempotent & { accountId: string }): Promise<string> {
    return sandboxOnce(this.db, idempotencyKey, async () => newId('cus'));
  }

  async createSetupIntent({ idempotencyKey, customerId }: Idempotent & { customerId: string }): Promise<ProviderSetupIntent> {
    const id = await sandboxOnce(this.db, idempotencyKey, async (tx) => {
      const setupId = newId('seti');
      await insertSandboxSetupIntent(tx, {
        id: setupId,
        customerId,
        clientSecret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
      });
      return setupId;
    });
    return toSetupIntent((await findSandboxSetupIntent(this.db, id))!);
  }

  async retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null> {
    const row = await findSandboxSetupIntent(this.db, setupIntentId);
    return row ? toSetupIntent(row) : null;
  }

  async listCards(customerId: string): Promise<ProviderCard[]> {
    return (await sandboxPaymentMethodsOf(this.db, customerId)).map(toCard);
  }

  async retrieveCard(paymentMethodId: string): Promise<ProviderCard | null> {
    const row = await findSandboxPaymentMethod(this.db, paymentMethodId);
    return row ? toCard(row) : null;
  }

  async detachCard({ paymentMethodId }: Idempotent & { paymentMethodId: string }): Promise<void> {
    await detachSandboxPaymentMethod(this.db, paymentMethodId);
  }

  /**
   * The test card form confirms the setup, as stripe.confirmCardSetup would: 4242… succeeds,
   * 4000 0000 0000 0002 is declined (the setup stays open), 4000 0025 0000 3155 needs the 3-D Secure
   * step. A setup already past this step answers where it stands.
   */
  async confirmSetup(setupIntentId: string, clientSecret: string, form: SandboxCardForm): Promise<ProviderSetupIntent> {
    const setup = await this.setupWithSecret(setupIntentId, clientSecret);
    if (setup.status !== 'requires_payment_method') return toSetupIntent(setup);
    const card = checkSandboxCard(form, this.now());
    if (card.behaviour === 'declined') throw cardDeclined();
    const paymentMethodId = newId('pm');
    await insertSandboxPaymentMethod(this.db, {
      id: paymentMethodId,
      customerId: null,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: card.behaviour,
    });
    if (card.behaviour === 'requiresAuthentication' || card.behaviour === 'alwaysAuthenticate') {
      await advanceSandboxSetupIntent(this.db, setup.id, 'requires_payment_method', { status: 'requires_action', paymentMethodId });
    } else if (await advanceSandboxSetupIntent(this.db, setup.id, 'requires_payment_method', { status: 'succeeded', paymentMethodId })) {
      await attachSandboxPaymentMethod(this.db, paymentMethodId, setup.customerId);
    }
    return toSetupIntent((await findSandboxSetupIntent(this.db, setup.id))!);
  }

  /** The simulated 3-D Secure challenge: approved, the card is saved; failed, the setup is open again. */
  async authenticate(setupIntentId: string, clientSecret: string, outcome: 'approve' | 'fail'): Promise<ProviderSetupIntent> {
    const setup = await this.setupWithSecret(setupIntentId, clientSecret);
    if (setup.status === 'succeeded') return toSetupIntent(setup);
    if (setup.status !== 'requires_action' || !setup.paymentMethodId)
      throw new AppError('FAILED_PRECONDITION', PaymentTexts.setupNotComplete, 'PAYMENT_SETUP_NOT_COMPLETE');
    if (outcome === 'fail') {
      await advanceSandboxSetupIntent(this.db, setup.id, 'requires_action', { status: 'requires_payment_method', paymentMethodId: null });
      throw new AppError('FAILED_PRECONDITION', PaymentTexts.authenticationFailed, 'PAYMENT_AUTHENTICATION_FAILED');
    }
    if (await advanceSandboxSetupIntent(this.db, setup.id, 'requires_action', { status: 'succeeded' })) {
      await attachSandboxPaymentMethod(this.db, setup.paymentMethodId, setup.customerId);
    }
    return toSetupIntent((await findSandboxSetupIntent(this.db, setup.id))!);
  }

  private async setupWithSecret(setupIntentId: string, clientSecret: string): Promise<SandboxSetupIntentRow> {
    const setup = await findSandboxSetupIntent(this.db, setupIntentId);
    if (!setup || setup.clientSecret !== clientSecret) throw setupNotFound();
    return setup;
  }

  async authorizeHold({
    idempotencyKey,
    customerId,
    paymentMethodId,
    amount,
  }: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string }): Promise<ProviderPaymentIntent> {
    const intentId = newId('pi');
    const { result: id, done } = await sandboxOnceAs(this.db, idempotencyKey, intentId, async (tx) => {
      const card = await findSandboxPaymentMethod(tx, paymentMethodId);
      if (!card || card.customerId !== customerId) throw new AppError('NOT_FOUND', PaymentTexts.cardNotFound, 'PAYMENT_CARD_NOT_FOUND');
      // A saved 3155 card needs no more authentication off-session (Stripe's documented behaviour);
      // 3184 asks for it on every payment, and 0341 was saved but declines every charge.
      if (card.behaviour === 'declined' || card.behaviour === 'chargeDeclined') throw cardDeclined();
      if (card.behaviour === 'alwaysAuthenticate') throw authenticationRequired();
      return insertSandboxPaymentIntent(tx, {
        id: intentId,
        customerId,
        paymentMethodId,
        currency: amount.currency,
        amount: amount.amountMinor,
        status: 'requires_capture',
      });
    });
    return toPaymentIntent(done ?? (await this.intent(id)));
  }

  /**
   * On-session, as Stripe documents its test cards: 4000 0027 6000 3184 (3-D Secure on every
   * payment) and 4000 0025 0000 3155 (saved for off-session use, but on-session payments always
   * ask) answer requires_action with a client secret, finished by `authenticatePayment`; 4242 is
   * held at once; a declining card is declined.
   */
  async authorizeHoldOnSession({
    idempotencyKey,
    customerId,
    paymentMethodId,
    amount,
  }: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string }): Promise<ProviderPaymentIntent> {
    const intentId = newId('pi');
    const { result: id, done } = await sandboxOnceAs(this.db, idempotencyKey, intentId, async (tx) => {
      const card = await findSandboxPaymentMethod(tx, paymentMethodId);
      if (!card || card.customerId !== customerId) throw new AppError('NOT_FOUND', PaymentTexts.cardNotFound, 'PAYMENT_CARD_NOT_FOUND');
      if (card.behaviour === 'declined' || card.behaviour === 'chargeDeclined') throw cardDeclined();
      const status = card.behaviour === 'alwaysAuthenticate' || card.behaviour === 'requiresAuthentication' ? 'requires_action' : 'requires_capture';
      return insertSandboxPaymentIntent(tx, {
        id: intentId,
        customerId,
        paymentMethodId,
        currency: amount.currency,
        amount: amount.amountMinor,
        status,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      });
    });
    return toPaymentIntent(done ?? (await this.intent(id)));
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    const row = await findSandboxPaymentIntent(this.db, paymentIntentId);
    return row ? toPaymentIntent(row) : null;
  }

  /** Sandbox only: the simulated 3-D Secure answer for an on-session hold (approve: held; fail: the hold is refused). */
  async authenticatePayment(paymentIntentId: string, clientSecret: string, outcome: 'approve' | 'fail'): Promise<ProviderPaymentIntent> {
    const intent = await this.intent(paymentIntentId);
    if (intent.clientSecret !== clientSecret) throw paymentNotFound();
    if (intent.status !== 'requires_action') throw invalidState();
    const moved = await advanceSandboxPaymentIntent(this.db, intent.id, 'requires_action', {
      status: outcome === 'approve' ? 'requires_capture' : 'requires_payment_method',
    });
    if (!moved) throw invalidState();
    return toPaymentIntent(moved);
  }

  async capture({ idempotencyKey, paymentIntentId, amount }: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderPaymentIntent> {
    const { done } = await sandboxOnceAs(this.db, idempotencyKey, paymentIntentId, async (tx) => {
      const intent = await this.intent(paymentIntentId, tx);
      if (intent.status !== 'requires_capture') throw invalidState();
      const captured = amount?.amountMinor ?? intent.amount;
      if (captured <= 0n || captured > intent.amount || (amount && amount.currency !== intent.currency)) throw invalidState();
      const moved = await advanceSandboxPaymentIntent(tx, intent.id, 'requires_capture', { status: 'succeeded', amountReceived: captured });
      if (!moved) throw invalidState();
      return moved;
    });
    return toPaymentIntent(done ?? (await this.intent(paymentIntentId)));
  }

  async cancel({ idempotencyKey, paymentIntentId }: Idempotent & { paymentIntentId: string }): Promise<ProviderPaymentIntent> {
    const { done } = await sandboxOnceAs(this.db, idempotencyKey, paymentIntentId, async (tx) => {
      const intent = await this.intent(paymentIntentId, tx);
      // Stripe cancels a hold, and an on-session one still waiting for (or failed at) its 3-D Secure step.
      if (!CANCELLABLE.has(intent.status)) throw invalidState();
      const moved = await advanceSandboxPaymentIntent(tx, intent.id, intent.status, { status: 'canceled' });
      if (!moved) throw invalidState();
      return moved;
    });
    return toPaymentIntent(done ?? (await this.intent(paymentIntentId)));
  }

  async refund({ idempotencyKey, paymentIntentId, amount }: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderRefund> {
    const refund = await sandboxOnce(this.db, idempotencyKey, async (tx) => {
      const intent = await this.intent(paymentIntentId, tx);
      const refundable = intent.amountReceived - intent.amountRefunded;
      const refunded = amount?.amountMinor ?? refundable;
      if (intent.status !== 'succeeded' || refunded <= 0n || refunded > refundable || (amount && amount.currency !== intent.currency)) throw invalidState();
      // One statement: another refund of the same payment at the same moment is never lost.
      if (!(await addSandboxRefund(tx, intent.id, refunded))) throw invalidState();
      return { id: newId('re'), amountMinor: refunded.toString(), currency: intent.currency };
    });
    return { id: refund.id, paymentIntentId, amount: Money.of(BigInt(refund.amountMinor), refund.currency), status: 'succeeded' };
  }

  private async intent(id: string, db: Database | Transaction = this.db): Promise<SandboxPaymentIntentRow> {
    const intent = await findSandboxPaymentIntent(db, id);
    if (!intent) throw paymentNotFound();
    return intent;
  }
}
