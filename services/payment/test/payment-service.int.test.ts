import { credentials, Metadata } from '@grpc/grpc-js';
import { health, ledger, payment, paymentEvents, plan } from '@helpwire/proto';
import { createPromiseClient, PaymentEvents, type BusMessage, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { startPaymentService, type RunningPaymentService } from '../src/app';
import { paymentServiceName } from '../src/grpc/server';
import { checkLedger } from '../src/store/ledger-check';

const { LedgerAccountKind, LedgerOwnerType, TransferKind, TransferPhase } = ledger;
const userId = randomUUID();
const identity: Identity = { requestId: 'test-payment', language: 'en', userId, role: 'USER' };

function healthOf(address: string, service: string) {
  const client = new health.HealthClient(address, credentials.createInsecure());
  return new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
    client.check({ service }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) => {
      client.close();
      if (error) reject(error);
      else resolve(response.status);
    }),
  );
}

describe('payment service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let service: RunningPaymentService;
  let client: ReturnType<typeof createPromiseClient<payment.PaymentServiceClient>>;
  let ledgerClient: ReturnType<typeof createPromiseClient<ledger.LedgerServiceClient>>;

  beforeAll(async () => {
    // Empty, not the run's template: the service's own start migrates its schema here.
    database = await createTestDatabase({ empty: true });
    t = await createTestBus('payment-test');
    service = await startPaymentService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      outboxIntervalMs: 100,
      cardProvider: {},
    });
    client = createPromiseClient(payment.PaymentServiceClient, `127.0.0.1:${service.port}`);
    ledgerClient = createPromiseClient(ledger.LedgerServiceClient, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    ledgerClient.close();
    await service.stop();
    await t.destroy();
    await database.drop();
  });

  it('answers grpc.health.v1 SERVING for itself once the database and bus answer', async () => {
    const address = `127.0.0.1:${service.port}`;
    const serving = health.HealthCheckResponse_ServingStatus.SERVING;
    expect(await waitFor(async () => (await healthOf(address, paymentServiceName)) === serving)).toBe(true);
    expect(await healthOf(address, '')).toBe(serving);
  });

  it('creates the payment schema with the card tables, the outbox and processed events', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'payment' order by table_name`);
    expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['cards', 'customers', 'ledger_accounts', 'ledger_entries', 'ledger_transfers', 'outbox', 'processed_events', 'webhook_events']),
    );
  });

  it('adds a sandbox card over gRPC and answers it as the default to GetDefaultCard', async () => {
    const setup = await client.createSetupIntent({}, { identity });
    expect(setup.provider).toBe(payment.PaymentProvider.PAYMENT_PROVIDER_SANDBOX);
    const confirmed = await client.sandboxConfirmSetup(
      { ...setup, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: '' },
      { identity },
    );
    expect(confirmed.result?.status).toBe(payment.SetupStatus.SETUP_STATUS_SUCCEEDED);
    const saved = await client.newCardSetDefault({ setupIntentId: setup.setupIntentId }, { identity });
    expect(saved.result?.card).toMatchObject({ last4: '4242', isDefault: true });
    expect(await client.getDefaultCard({ accountId: userId }, { identity: { requestId: 'other-service', language: 'en' } })).toEqual({
      card: saved.result?.card,
    });
    // The outbox relay publishes the change on JetStream.
    const seen: BusMessage[] = [];
    const sub = await t.bus.subscribe({
      durable: 'payment-int-default',
      subject: `${PaymentEvents.defaultCardChanged.subject.split('.').slice(0, 2).join('.')}.>`,
      handler: async (m) => void seen.push(m),
    });
    try {
      const announced = () => seen.find((m) => m.subject.endsWith(PaymentEvents.defaultCardChanged.subject));
      expect(await waitFor(async () => announced() !== undefined)).toBe(true);
      const event = paymentEvents.DefaultCardChanged.decode(announced()!.data);
      expect(event).toMatchObject({ accountId: userId, cardId: saved.result?.card?.id, brand: 'visa', last4: '4242' });
    } finally {
      await sub.stop();
    }
  });

  it('answers NOT_FOUND with the reason for an unknown card, and UNAUTHENTICATED without a session', async () => {
    await expect(client.detachCard({ cardId: randomUUID() }, { identity })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Payment Card Not Found.' });
    await expect(client.listCards({}, { identity: { requestId: 'anon', language: 'en' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('LedgerService: a charge held, captured for less, earnings moved and the rest of the balance kept, published on the bus', async () => {
    const usd = (cents: string) => ({ currency: 'USD', amountMinor: cents });
    const [card] = (await ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_USER, ownerId: 'user-1' }, { identity })).accounts;
    const [earned, available] = (await ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, ownerId: 'helper-1' }, { identity }))
      .accounts;
    expect([card, earned, available].map((a) => [a!.ownerType, a!.kind])).toEqual([
      [LedgerOwnerType.LEDGER_OWNER_TYPE_USER, LedgerAccountKind.LEDGER_ACCOUNT_KIND_USER_CARD_CLEARING],
      [LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_PENDING],
      [LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_AVAILABLE],
    ]);
    const published: paymentEvents.TransferCommitted[] = [];
    const sub = await t.bus.subscribe({
      subject: PaymentEvents.transferCommitted.subject,
      durable: 'payment-test-ledger',
      handler: async (m) => void published.push(paymentEvents.TransferCommitted.decode(m.data)),
    });
    const hold = await ledgerClient.createPending(
      {
        id: 'call-1:hold',
        debitAccountId: card!.id,
        creditAccountId: earned!.id,
        amount: usd('600'),
        kind: TransferKind.TRANSFER_KIND_CALL_CHARGE,
        reference: 'call-1',
      },
      { identity },
    );
    const capture = await ledgerClient.postPending({ id: 'call-1:capture', pendingId: hold.transfer!.id, amount: usd('480') }, { identity });
    expect(capture.transfer).toMatchObject({
      phase: TransferPhase.TRANSFER_PHASE_POST_PENDING,
      pendingId: 'call-1:hold',
      kind: TransferKind.TRANSFER_KIND_CALL_CHARGE,
      amount: usd('480'),
    });
    const release = await ledgerClient.postTransfer(
      {
        id: 'call-1:release',
        debitAccountId: earned!.id,
        creditAccountId: available!.id,
        amount: usd('480'),
        kind: TransferKind.TRANSFER_KIND_EARNINGS_RELEASE,
        reference: 'call-1',
      },
      { identity },
    );
    expect(release).toEqual({
      replayed: false,
      transfer: {
        id: 'call-1:release',
        debitAccountId: earned!.id,
        creditAccountId: available!.id,
        amount: usd('480'),
        kind: TransferKind.TRANSFER_KIND_EARNINGS_RELEASE,
        reference: 'call-1',
        phase: TransferPhase.TRANSFER_PHASE_SINGLE,
        createdAt: expect.any(Date),
      },
    });
    expect(Math.abs(release.transfer!.createdAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const { balances } = await ledgerClient.getBalances({ accountIds: [card!.id, earned!.id, available!.id] }, { identity });
    expect(balances.map((b) => [b.kind, b.posted?.amountMinor, b.available?.amountMinor, b.sequence])).toEqual([
      [LedgerAccountKind.LEDGER_ACCOUNT_KIND_USER_CARD_CLEARING, '480', '480', '2'],
      [LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_PENDING, '0', '0', '3'],
      [LedgerAccountKind.LEDGER_ACCOUNT_KIND_HELPER_EARNINGS_AVAILABLE, '480', '480', '1'],
    ]);
    const listed = await ledgerClient.listTransfers({ accountId: earned!.id, page: 1, limit: 10 }, { identity });
    expect([listed.transfers.map((x) => [x.id, x.phase, x.pendingId]), listed.total]).toEqual([
      [
        ['call-1:release', TransferPhase.TRANSFER_PHASE_SINGLE, undefined],
        ['call-1:capture', TransferPhase.TRANSFER_PHASE_POST_PENDING, 'call-1:hold'],
        ['call-1:hold', TransferPhase.TRANSFER_PHASE_PENDING, undefined],
      ],
      '3',
    ]);
    expect((await ledgerClient.listTransfers({ accountId: earned!.id }, { identity })).transfers).toHaveLength(3); // page and limit absent: the first page of 20
    expect(await waitFor(() => published.length >= 3)).toBe(true);
    expect(published.map((e) => [e.transferId, e.kind, e.phase, e.pendingId])).toEqual([
      ['call-1:hold', TransferKind.TRANSFER_KIND_CALL_CHARGE, TransferPhase.TRANSFER_PHASE_PENDING, undefined],
      ['call-1:capture', TransferKind.TRANSFER_KIND_CALL_CHARGE, TransferPhase.TRANSFER_PHASE_POST_PENDING, 'call-1:hold'],
      ['call-1:release', TransferKind.TRANSFER_KIND_EARNINGS_RELEASE, TransferPhase.TRANSFER_PHASE_SINGLE, undefined],
    ]);
    expect(published.every((e) => e.occurredAt instanceof Date && Math.abs(e.occurredAt.getTime() - Date.now()) < 60_000)).toBe(true);
    await sub.stop();
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });

  it('LedgerService: a floor breach and an idempotency conflict answer FAILED_PRECONDITION and ALREADY_EXISTS with their reason codes', async () => {
    const [, available, hold] = (await ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, ownerId: 'helper-2' }, { identity }))
      .accounts;
    const request = {
      id: 'w-1',
      debitAccountId: available!.id,
      creditAccountId: hold!.id,
      amount: { currency: 'USD', amountMinor: '1' },
      kind: TransferKind.TRANSFER_KIND_WITHDRAWAL,
      reference: '',
    };
    await expect(ledgerClient.postTransfer(request, { identity })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'PAYMENT_INSUFFICIENT_FUNDS' });
    await expect(ledgerClient.postTransfer({ ...request, id: 'call-1:release' }, { identity })).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      reason: 'PAYMENT_IDEMPOTENCY_CONFLICT',
    });
  });

  it('LedgerService: an UNSPECIFIED enum is refused as missing, a kind this build does not know by name, and nothing is written', async () => {
    const [, available, hold] = (await ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_HELPER, ownerId: 'helper-3' }, { identity }))
      .accounts;
    const request = { id: 'k-1', debitAccountId: hold!.id, creditAccountId: available!.id, amount: { currency: 'USD', amountMinor: '1' }, reference: '' };
    const transfers = async () =>
      ((await database.db.execute(sql`select count(*)::int as n from payment.ledger_transfers`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await transfers();
    await expect(ledgerClient.postTransfer({ ...request, kind: TransferKind.TRANSFER_KIND_UNSPECIFIED }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'VALIDATION_FAILED',
      messages: ['kind: required'],
    });
    await expect(ledgerClient.createPending({ ...request, kind: 42 as ledger.TransferKind }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'PAYMENT_TRANSFER_KIND_INVALID',
      message: 'Unknown transfer kind: 42.',
    });
    await expect(ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_UNSPECIFIED, ownerId: 'x' }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'VALIDATION_FAILED',
      messages: ['ownerType: USER, HELPER or PLATFORM'],
    });
    await expect(ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_USER }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: ['ownerId: required for a user or a helper'],
    });
    expect(await transfers()).toBe(before);
    const platform = await ledgerClient.openAccounts({ ownerType: LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM }, { identity });
    expect(platform.accounts.map((a) => [a.ownerType, a.ownerId, a.kind])).toEqual([
      [LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM, 'platform', LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_REVENUE],
      [LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM, 'platform', LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_FEES],
      [LedgerOwnerType.LEDGER_OWNER_TYPE_PLATFORM, 'platform', LedgerAccountKind.LEDGER_ACCOUNT_KIND_PLATFORM_PAYOUTS],
    ]);
  });

  it('PlanService: subscribes on the default card, renews on the sandbox clock, lists the invoices, and an admin refunds one', async () => {
    const plans = createPromiseClient(plan.PlanServiceClient, `127.0.0.1:${service.port}`);
    try {
      const admin: Identity = { requestId: 'admin', language: 'en', userId: randomUUID(), role: 'ADMIN' };
      const preview = await plans.previewPlanChange({ planId: 'plus' }, { identity });
      expect(preview.dueNow).toEqual({ currency: 'USD', amountMinor: '499' });
      const changed = await plans.changePlan({ planId: 'plus', idempotencyKey: 'grpc-subscribe-1' }, { identity });
      expect(changed.subscription).toMatchObject({ status: plan.SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE, plan: { id: 'plus' }, cardLast4: '4242' });
      expect(changed.invoice).toMatchObject({ status: plan.InvoiceStatus.INVOICE_STATUS_PAID, number: expect.stringMatching(/^HW-\d{4}-\d{6}$/) });
      const renewed = await plans.sandboxAdvanceClock({}, { identity });
      expect(renewed.invoice).toMatchObject({ reason: plan.InvoiceReason.INVOICE_REASON_RENEWAL, status: plan.InvoiceStatus.INVOICE_STATUS_PAID });
      expect((await plans.getSubscription({}, { identity })).subscription?.currentPeriodStart).toEqual(renewed.invoice?.periodStart);
      const listed = await plans.listInvoices({ page: 1, pageSize: 10 }, { identity });
      expect(listed.total).toBe(2);
      expect(await plans.getStorageEntitlement({ accountId: userId }, { identity: { requestId: 'call-service', language: 'en' } })).toMatchObject({
        planId: 'plus',
      });
      await expect(plans.getInvoice({ invoiceId: changed.invoice!.id }, { identity: { ...identity, userId: randomUUID() } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        reason: 'PAYMENT_INVOICE_NOT_FOUND',
      });
      await expect(plans.refundInvoice({ invoiceId: changed.invoice!.id, reason: 'x', idempotencyKey: 'grpc-refund-1' }, { identity })).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
      const refunded = await plans.refundInvoice({ invoiceId: changed.invoice!.id, reason: 'Goodwill', idempotencyKey: 'grpc-refund-1' }, { identity: admin });
      expect(refunded.invoice).toMatchObject({ status: plan.InvoiceStatus.INVOICE_STATUS_REFUNDED, amountRefunded: { amountMinor: '499' } });
      expect((await plans.cancelSubscription({ reason: '' }, { identity })).subscription?.cancelAtPeriodEnd).toBe(true);
      expect((await plans.resumeSubscription({}, { identity })).subscription?.cancelAtPeriodEnd).toBe(false);
      expect((await checkLedger(database.db)).problems).toEqual([]);
    } finally {
      plans.close();
    }
  });
});
