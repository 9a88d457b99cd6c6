import { type SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { Money, PaymentEvents } from '@helpwire/service-kit';
import { emittedEvents } from '../../test/emitted-events';
import { eq } from 'drizzle-orm';
import { cardFixture, contextFor, type Account } from '../../test/card-fixture';
import { accountTotals } from '../store/ledger-queries';
import { accountIdsOf } from '../store/ledger-accounts';
import { sandboxPaymentIntents } from '../adapters/sandbox/sandbox-schema';
import { callCharges, tabCharges } from '../store/charge-schema';
import { newCardSetDefault } from './set-new-default-card';
import { authorizeCall } from './authorize-charge';
import { chargeEndedCall } from './charge-call-ended';
import { releaseCallHold } from './release-charge-hold';
import { releaseDueEarnings } from './release-earnings';
import { payTab } from './pay-tab';
import { tabStanding } from './tab-standing';

let calls = 0;
const HOUR = 3600_000;

describe.each(['sandbox', 'stripe'] as const)('charging a call (%s)', (kind) => {
  const f = cardFixture(kind);
  const helperId = () => contextFor(crypto.randomUUID(), 'HELPER').identity.userId!;

  /** The provider's view of a payment intent: its status and what was captured. */
  async function intent(id: string): Promise<{ status: string; received: number }> {
    if (kind === 'stripe') {
      const pi = f.double.paymentIntents.get(id)!;
      return { status: pi.status as string, received: pi.amount_received as number };
    }
    const [row] = await f.database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return { status: row!.status, received: Number(row!.amountReceived) };
  }

  async function payer(card: keyof typeof SANDBOX_TEST_CARDS = 'succeeds'): Promise<Account> {
    const account = f.account();
    const setupIntentId = await f.confirmedSetup(account, card);
    await newCardSetDefault(f.deps, { setupIntentId }, account.ctx);
    return account;
  }

  /** A call held, then ended after `seconds` together. */
  async function call(user: Account, seconds: number, category = f.rates.category(45), helper = helperId()) {
    const callId = `HW-T${++calls}-${kind}`;
    const held = await authorizeCall(f.deps, { callId, categoryId: category }, user.ctx);
    expect(held.outcome).toBe('AUTHORIZED');
    const ended = { callId, userId: user.userId, helperId: helper, categoryId: category, endedAt: f.now, billableSeconds: seconds };
    return { callId, helper, row: await chargeEndedCall(f.deps, ended), ended };
  }

  async function balances(ownerType: 'USER' | 'HELPER', ownerId: string) {
    const ids = await accountIdsOf(f.deps.db, ownerType, ownerId);
    const totals = await accountTotals(f.deps.db, Object.values(ids));
    return Object.fromEntries(totals.map((t) => [t.kind, t.totals.creditsPosted - t.totals.debitsPosted]));
  }

  it('holds 30 minutes at the rate before ringing, and captures a call of $5 or more for its real price', async () => {
    const user = await payer();
    const { callId, helper, row } = await call(user, 20 * 60 + 5);
    // 21 started minutes × 45¢ = $9.45, captured from the $13.50 hold; 20 % commission.
    expect(row).toMatchObject({ status: 'CHARGED', holdMinor: 1350n, priceMinor: 945n, commissionMinor: 189n, capturedMinor: 945n, tabMinor: 0n });
    expect(await intent(row.holdIntentId!)).toEqual({ status: 'succeeded', received: 945 });
    expect(await balances('HELPER', helper)).toMatchObject({ HELPER_EARNINGS_PENDING: 756n, HELPER_EARNINGS_AVAILABLE: 0n });
    expect((await balances('USER', user.userId)).USER_CARD_CLEARING).toBe(-945n);
    expect(callId).toMatch(/^HW-/);
  });

  it('puts a short call on the tab and releases its hold; a redelivered call.ended charges nothing more', async () => {
    const user = await payer();
    const { helper, row, ended } = await call(user, 100);
    expect(row).toMatchObject({ status: 'CHARGED', priceMinor: 60n, capturedMinor: 0n, tabMinor: 60n });
    expect((await intent(row.holdIntentId!)).status).toBe('canceled');
    await chargeEndedCall(f.deps, ended);
    await chargeEndedCall(f.deps, { ...ended, billableSeconds: 9999 });
    expect(await balances('HELPER', helper)).toMatchObject({ HELPER_EARNINGS_PENDING: 48n });
    // The price and the helper's share are told once (helpwire.payment.call_charged), not on a redelivery.
    expect(await emittedEvents(f.deps.db, PaymentEvents.callCharged, (m) => m.callId === ended.callId)).toEqual([
      expect.objectContaining({
        userId: user.userId,
        helperId: helper,
        billableSeconds: 100,
        price: Money.of(60, 'USD').toProto(),
        helperEarnings: Money.of(48, 'USD').toProto(),
      }),
    ]);
    expect((await balances('USER', user.userId)).USER_TAB).toBe(-60n);
    expect(await tabStanding(f.deps, user.userId)).toMatchObject({ blocked: false, owed: expect.objectContaining({ amountMinor: 60n }) });
  });

  it('charges nothing when the two were never together, and releases the hold', async () => {
    const user = await payer();
    const { row } = await call(user, 0);
    expect(row).toMatchObject({ status: 'RELEASED', priceMinor: 0n });
    expect((await intent(row.holdIntentId!)).status).toBe('canceled');
  });

  it('charges the tab off-session when it reaches $10', async () => {
    const user = await payer();
    const category = f.rates.category(45);
    // Eleven minutes at 45¢ = $4.95 (under $5: tab); twice = $9.90, then a short call: $10.50.
    await call(user, 11 * 60, category);
    await call(user, 11 * 60, category);
    expect((await tabStanding(f.deps, user.userId)).owed.amountMinor).toBe(990n);
    await call(user, 30, category);
    expect((await tabStanding(f.deps, user.userId)).owed.amountMinor).toBe(0n);
    const [charge] = await f.database.db.select().from(tabCharges).where(eq(tabCharges.userId, user.userId));
    expect(charge).toMatchObject({ status: 'SUCCEEDED', amountMinor: 1050n, reason: 'THRESHOLD' });
    expect(await intent(charge!.intentId!)).toEqual({ status: 'succeeded', received: 1050 });
    expect(await balances('USER', user.userId)).toMatchObject({ USER_TAB: 0n, USER_CARD_CLEARING: -1050n });
  });

  it('charges the tab for what its calls still owe after a dispute refunded part of it off the tab', async () => {
    const user = await payer();
    const category = f.rates.category(45);
    const { callId, helper } = await call(user, 11 * 60, category);
    // A dispute's refund of 95¢ of the unpaid tab part (as dispute-money moves it: helper's and platform's legs, reference = the call).
    const [userIds, helperIds, platformIds] = await Promise.all([
      accountIdsOf(f.deps.db, 'USER', user.userId),
      accountIdsOf(f.deps.db, 'HELPER', helper),
      accountIdsOf(f.deps.db, 'PLATFORM', 'platform'),
    ]);
    await f.deps.ledger.submit({
      type: 'TRANSFER',
      id: `D-${callId}:refund:helper:tab`,
      debitAccountId: helperIds.HELPER_EARNINGS_PENDING!,
      creditAccountId: userIds.USER_TAB!,
      amount: Money.of(76, 'USD'),
      kind: 'REFUND',
      reference: callId,
      pending: false,
    });
    await f.deps.ledger.submit({
      type: 'TRANSFER',
      id: `D-${callId}:refund:platform:tab`,
      debitAccountId: platformIds.PLATFORM_REVENUE!,
      creditAccountId: userIds.USER_TAB!,
      amount: Money.of(19, 'USD'),
      kind: 'REFUND',
      reference: callId,
      pending: false,
    });
    expect((await tabStanding(f.deps, user.userId)).owed.amountMinor).toBe(400n);
    const paid = await payTab(f.deps, user.ctx);
    expect(paid.result).toEqual({ status: 'SUCCEEDED', charged: expect.objectContaining({ amountMinor: 400n }) });
    expect(await balances('USER', user.userId)).toMatchObject({ USER_TAB: 0n });
  });

  it('blocks new calls after a declined tab charge, until a new card pays it', async () => {
    const user = await payer('chargeDeclined');
    const category = f.rates.category(45);
    // The hold itself is declined on this card: the call is refused before anyone is rung.
    await expect(authorizeCall(f.deps, { callId: `HW-D${++calls}`, categoryId: category }, user.ctx)).resolves.toEqual({ outcome: 'DECLINED' });
    // A call with no hold on record (its hold row was lost) goes all on the tab: $13.50.
    await chargeEndedCall(f.deps, {
      callId: `HW-D${++calls}`,
      userId: user.userId,
      helperId: helperId(),
      categoryId: category,
      endedAt: f.now,
      billableSeconds: 30 * 60,
    });
    const tab = await tabStanding(f.deps, user.userId);
    expect(tab).toMatchObject({ blocked: true, failureCode: 'card_declined', owed: expect.objectContaining({ amountMinor: 1350n }) });
    // The user hears of the failed off-session charge (helpwire.payment.charge_failed).
    expect(await emittedEvents(f.deps.db, PaymentEvents.chargeFailed, (m) => m.userId === user.userId)).toEqual([
      expect.objectContaining({ amount: Money.of(1350, 'USD').toProto(), failureCode: 'card_declined' }),
    ]);
    await expect(authorizeCall(f.deps, { callId: `HW-D${++calls}`, categoryId: category }, user.ctx)).resolves.toEqual({ outcome: 'TAB_UNPAID' });
    await expect(payTab(f.deps, user.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_TAB_CHARGE_FAILED',
      message: 'Your card was not charged. Please use another card and try again.',
    });
    // A new default card charges the tab at once and unblocks.
    const setupIntentId = await f.confirmedSetup(user, 'succeeds');
    await newCardSetDefault(f.deps, { setupIntentId }, user.ctx);
    expect(await tabStanding(f.deps, user.userId)).toMatchObject({ blocked: false, owed: expect.objectContaining({ amountMinor: 0n }) });
    const reasons = (await f.database.db.select().from(tabCharges).where(eq(tabCharges.userId, user.userId))).map((c) => [c.reason, c.status]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['THRESHOLD', 'FAILED'],
        ['PAY_NOW', 'FAILED'],
        ['CARD_CHANGED', 'SUCCEEDED'],
      ]),
    );
    expect((await authorizeCall(f.deps, { callId: `HW-D${++calls}`, categoryId: category }, user.ctx)).outcome).toBe('AUTHORIZED');
  });

  it('says which card is missing, and is idempotent by call id', async () => {
    const none = f.account();
    await expect(authorizeCall(f.deps, { callId: `HW-N${++calls}`, categoryId: f.rates.category(45) }, none.ctx)).resolves.toEqual({ outcome: 'NO_CARD' });
    const user = await payer();
    const request = { callId: `HW-I${++calls}`, categoryId: f.rates.category(30) };
    const [a, b] = await Promise.all([authorizeCall(f.deps, request, user.ctx), authorizeCall(f.deps, request, user.ctx)]);
    expect([a.hold?.amountMinor, b.hold?.amountMinor]).toEqual([900n, 900n]);
    const rows = await f.database.db.select().from(callCharges).where(eq(callCharges.callId, request.callId));
    expect(rows).toHaveLength(1);
    // A call nobody answered: the hold is released, once.
    expect(await releaseCallHold(f.deps, request.callId)).toBe(true);
    expect(await releaseCallHold(f.deps, request.callId)).toBe(false);
    expect((await intent(rows[0]!.holdIntentId!)).status).toBe('canceled');
  });

  it('makes a helper’s share withdrawable 72 hours after the call, not before, and only once', async () => {
    const user = await payer();
    const { helper } = await call(user, 12 * 60);
    const start = f.now;
    try {
      f.now = new Date(start.getTime() + 71 * HOUR);
      await releaseDueEarnings(f.deps, async () => new Set());
      expect(await balances('HELPER', helper)).toMatchObject({ HELPER_EARNINGS_PENDING: 432n, HELPER_EARNINGS_AVAILABLE: 0n });
      f.now = new Date(start.getTime() + 72 * HOUR);
      await releaseDueEarnings(f.deps, async () => new Set());
      await releaseDueEarnings(f.deps, async () => new Set());
      expect(await balances('HELPER', helper)).toMatchObject({ HELPER_EARNINGS_PENDING: 0n, HELPER_EARNINGS_AVAILABLE: 432n });
      expect(await emittedEvents(f.deps.db, PaymentEvents.earningsAvailable, (m) => m.helperId === helper)).toEqual([
        expect.objectContaining({ amount: Money.of(432, 'USD').toProto() }),
      ]);
    } finally {
      f.now = start;
    }
  });

  it('keeps earnings pending while a dispute holds the call', async () => {
    const user = await payer();
    const { callId, helper } = await call(user, 12 * 60);
    const start = f.now;
    try {
      f.now = new Date(start.getTime() + 73 * HOUR);
      await releaseDueEarnings(f.deps, async (ids) => new Set(ids.filter((id) => id === callId)));
      expect(await balances('HELPER', helper)).toMatchObject({ HELPER_EARNINGS_PENDING: 432n, HELPER_EARNINGS_AVAILABLE: 0n });
    } finally {
      f.now = start;
    }
  });
});
