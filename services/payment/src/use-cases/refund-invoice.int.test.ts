import { plan } from '@helpwire/proto';
import { contextFor } from '../../test/card-fixture';
import { BILLING_KINDS, subscriptionFixture } from '../../test/subscription-fixture';
import { checkLedger } from '../store/ledger-check';
import { findTransfer } from '../store/ledger-queries';
import { changePlan } from './change-plan';
import { getInvoice } from './get-invoice';
import { listInvoices } from './list-invoices';
import { refundInvoice } from './refund-invoice';
import { SubscriptionJobs } from '../jobs/subscription-jobs';
import { findInvoice, updateInvoice } from '../store/invoice-store';

const { InvoiceStatus } = plan;

describe.each(BILLING_KINDS)('invoices: only the owner reads them, an admin refunds them (the ledger reverses the transfer) (billed by %s)', (kind) => {
  const f = subscriptionFixture(kind);
  const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;
  const admin = contextFor('00000000-0000-4000-8000-00000000a0a0', 'ADMIN');

  it("another account's invoice is NOT_FOUND, as an unknown or malformed id", async () => {
    f.now = new Date('2026-09-01T00:00:00Z');
    const owner = await f.subscriber();
    const { invoice } = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, owner.ctx);
    expect((await getInvoice(f.subs, { invoiceId: invoice!.id }, owner.ctx)).invoice).toMatchObject({
      id: invoice!.id,
      lines: [{ amount: { amountMinor: '499' } }],
    });
    const stranger = f.account();
    for (const invoiceId of [invoice!.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      await expect(getInvoice(f.subs, { invoiceId }, stranger.ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'PAYMENT_INVOICE_NOT_FOUND' });
    expect(await listInvoices(f.subs, { page: 1, pageSize: 20 }, stranger.ctx)).toEqual({ invoices: [], total: 0 });
  });

  it('refunds a paid invoice once: REFUNDED with the amount, one REVERSAL of its SUBSCRIPTION transfer, repeats move nothing', async () => {
    f.now = new Date('2026-09-02T00:00:00Z');
    const owner = await f.subscriber();
    const { invoice } = await changePlan(f.subs, { planId: 'pro', idempotencyKey: key() }, owner.ctx);
    await expect(refundInvoice(f.subs, { invoiceId: invoice!.id, reason: 'x', idempotencyKey: key() }, owner.ctx)).rejects.toMatchObject({
      reason: 'ROLE_NOT_ALLOWED',
    });
    const before = await f.money(owner.userId);
    const refunded = await refundInvoice(f.subs, { invoiceId: invoice!.id, reason: 'Goodwill', idempotencyKey: key() }, admin);
    expect(refunded.invoice).toMatchObject({
      status: InvoiceStatus.INVOICE_STATUS_REFUNDED,
      amountRefunded: { amountMinor: '1299' },
      total: { amountMinor: '1299' },
    });
    const again = await Promise.all([1, 2].map(() => refundInvoice(f.subs, { invoiceId: invoice!.id, reason: 'Goodwill', idempotencyKey: key() }, admin)));
    expect(again.map((a) => a.invoice?.status)).toEqual([InvoiceStatus.INVOICE_STATUS_REFUNDED, InvoiceStatus.INVOICE_STATUS_REFUNDED]);
    const after = await f.money(owner.userId);
    expect([after.cardPaid - before.cardPaid, after.revenue - before.revenue]).toEqual([-1299n, -1299n]);
    const reversal = await findTransfer(f.database.db, `subscription-invoice:${invoice!.id}:refund`);
    expect(reversal).toMatchObject({ kind: 'REVERSAL', reference: `subscription-invoice:${invoice!.id}` });
    expect((await getInvoice(f.subs, { invoiceId: invoice!.id }, owner.ctx)).invoice?.status).toBe(InvoiceStatus.INVOICE_STATUS_REFUNDED);
    await expect(refundInvoice(f.subs, { invoiceId: 'nope', reason: 'x', idempotencyKey: key() }, admin)).rejects.toMatchObject({
      reason: 'PAYMENT_INVOICE_NOT_FOUND',
    });
    expect((await checkLedger(f.database.db)).problems).toEqual([]);
  });

  it('a paid invoice a restart left off the ledger is posted by the job, once: posting again is a no-op', async () => {
    f.now = new Date('2026-09-03T00:00:00Z');
    const owner = await f.subscriber();
    const { invoice } = await changePlan(f.subs, { planId: 'plus', idempotencyKey: key() }, owner.ctx);
    const before = await f.money(owner.userId);
    // As if the process died between marking the invoice paid and noting its transfer.
    await updateInvoice(f.database.db, invoice!.id, { transferId: null });
    const jobs = new SubscriptionJobs(f.subs, 3_600_000);
    jobs.wake();
    await jobs.idle();
    await jobs.stop();
    expect((await findInvoice(f.database.db, invoice!.id))?.transferId).toBe(`subscription-invoice:${invoice!.id}`);
    expect(await f.money(owner.userId)).toEqual(before);
  });
});
