import { disputeNames } from '@helpwire/proto';
import { AdminActions, Money, PaymentEvents } from '@helpwire/service-kit';
import { emittedEvents } from '../../test/emitted-events';
import { disputeFixture, type Parties } from '../../test/dispute-fixture';
import { disputeKeys } from './move-dispute-money';
import { resolveDispute } from './resolve-dispute';
import { reviewDispute } from './review-dispute';
import { hasOpenDispute } from '../store/dispute-queries';

const usd = (cents: bigint) => Money.of(cents, 'USD').toProto();
const resolution = (name: string) => disputeNames.disputeResolutionNames.parse(name);

describe.each(['sandbox', 'stripe'] as const)('resolveDispute: refunds through the provider (%s) and the ledger (decision 0032)', (kind) => {
  const f = disputeFixture(kind);
  const resolve = (p: Parties, id: string, name: string, cents?: bigint) =>
    resolveDispute(f.deps, { id, resolution: resolution(name), amount: cents === undefined ? undefined : usd(cents), note: 'Checked the call' }, p.admin);
  /** Money changes of a call's accounts, the platform's as a difference (it is shared by every test). */
  async function change(p: Parties, act: () => Promise<unknown>) {
    const before = await f.money(p);
    await act();
    const after = await f.money(p);
    return {
      userCard: after.userCard,
      userTab: after.userTab,
      helperPending: after.helperPending,
      helperAvailable: after.helperAvailable,
      platform: after.platformRevenue - before.platformRevenue,
    };
  }

  it('a full refund of a captured $10.00 call: $10.00 back to the card, the helper gives back $8.00, the platform $2.00; the dispute is RESOLVED', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId);
    expect(await hasOpenDispute(f.deps.db, call.callId)).toBe(true);
    expect(await f.money(p)).toMatchObject({ userCard: 1000n, helperPending: 800n });
    const moved = await change(p, async () => {
      const { dispute } = await resolve(p, opened.id, 'FULL_REFUND');
      expect(dispute).toMatchObject({
        status: disputeNames.disputeStatusNames.toProto('RESOLVED'),
        adminResolution: resolution('FULL_REFUND'),
        refunded: usd(1000n),
        note: 'Checked the call',
        resolvedAt: expect.any(Date),
      });
    });
    expect(moved).toEqual({ userCard: 0n, userTab: 0n, helperPending: 0n, helperAvailable: 0n, platform: -200n });
    expect(await f.refundedAt(call.holdIntentId!)).toBe(1000n);
    expect(await hasOpenDispute(f.deps.db, call.callId)).toBe(false);
    expect(await f.problems()).toEqual([]);
    // Both parties hear of the decision, and the user of the refund.
    expect(await emittedEvents(f.deps.db, PaymentEvents.disputeResolved, (m) => m.disputeId === opened.id)).toEqual([
      expect.objectContaining({ callId: call.callId, resolution: resolution('FULL_REFUND') }),
    ]);
    expect(await emittedEvents(f.deps.db, PaymentEvents.refundIssued, (m) => m.disputeId === opened.id)).toEqual([
      expect.objectContaining({ amount: usd(1000n) }),
    ]);
    // The audit log's entry commits with RESOLVED, once (a retry records nothing), as the admin's (decision 0065).
    await resolve(p, opened.id, 'FULL_REFUND');
    expect(await emittedEvents(f.deps.db, AdminActions.payment, (m) => m.objectId === opened.id)).toEqual([
      expect.objectContaining({
        actorId: p.admin.identity.userId,
        action: 'dispute.resolve',
        objectType: 'dispute',
        beforeJson: JSON.stringify({ status: 'PENDING' }),
        afterJson: JSON.stringify({ status: 'RESOLVED', resolution: 'FULL_REFUND', refundedCents: 1000, compensationCents: null }),
        reason: 'Checked the call',
      }),
    ]);
  });

  it('a partial refund of $3.33: the helper gives back $2.66 (80 %, rounded), the platform 67¢, the card gets $3.33', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId, 'PARTIAL_REFUND');
    const moved = await change(p, () => resolve(p, opened.id, 'PARTIAL_REFUND', 333n));
    expect(moved).toEqual({ userCard: 667n, userTab: 0n, helperPending: 534n, helperAvailable: 0n, platform: -67n });
    expect(await f.refundedAt(call.holdIntentId!)).toBe(333n);
  });

  it('a tab-only $0.60 call: the refund takes it off the tab; nothing goes to a card', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 60n, capturedMinor: 0n });
    expect(await f.money(p)).toMatchObject({ userCard: 0n, userTab: 60n, helperPending: 48n });
    const opened = await f.open(p, call.callId);
    const moved = await change(p, () => resolve(p, opened.id, 'FULL_REFUND'));
    expect(moved).toEqual({ userCard: 0n, userTab: 0n, helperPending: 0n, helperAvailable: 0n, platform: -12n });
    expect(call.holdIntentId).toBeNull();
  });

  it('a split call ($13.50 captured, $2.50 on the tab) refunded $10.00: $2.50 off the tab first, $7.50 to the card', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1600n, capturedMinor: 1350n });
    const opened = await f.open(p, call.callId, 'PARTIAL_REFUND');
    const moved = await change(p, () => resolve(p, opened.id, 'PARTIAL_REFUND', 1000n));
    expect(moved).toEqual({ userCard: 600n, userTab: 0n, helperPending: 480n, helperAvailable: 0n, platform: -200n });
    expect(await f.refundedAt(call.holdIntentId!)).toBe(750n);
  });

  it('a paid tab part goes back through the tab charge, to the card', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1600n, capturedMinor: 1350n, tabPaid: true });
    const opened = await f.open(p, call.callId);
    const moved = await change(p, () => resolve(p, opened.id, 'FULL_REFUND'));
    expect(moved).toEqual({ userCard: 0n, userTab: 0n, helperPending: 0n, helperAvailable: 0n, platform: -320n });
    expect([await f.refundedAt(call.holdIntentId!), await f.refundedAt(call.tabIntentId!)]).toEqual([1350n, 250n]);
  });

  it('after the release the helper keeps their share: the platform carries the whole refund', async () => {
    const p = f.parties();
    await f.charged(p, { priceMinor: 5000n }); // another call's commission: revenue to refund from
    const call = await f.charged(p, { priceMinor: 1000n, released: true });
    const opened = await f.open(p, call.callId);
    const before = await f.money(p);
    const moved = await change(p, () => resolve(p, opened.id, 'FULL_REFUND'));
    expect(moved).toEqual({ userCard: before.userCard - 1000n, userTab: 0n, helperPending: before.helperPending, helperAvailable: 800n, platform: -1000n });
    expect(await f.problems()).toEqual([]);
  });

  it('a retried resolve moves nothing twice: one provider refund, one set of transfers; a different decision is refused', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId, 'PARTIAL_REFUND');
    const [first, second] = await Promise.all([resolve(p, opened.id, 'PARTIAL_REFUND', 500n), resolve(p, opened.id, 'PARTIAL_REFUND', 500n)]);
    expect(second.dispute).toEqual(first.dispute);
    const after = await f.money(p);
    const again = await resolve(p, opened.id, 'PARTIAL_REFUND', 500n);
    expect(again.dispute).toEqual(first.dispute);
    expect(await f.money(p)).toEqual(after);
    expect(after).toMatchObject({ userCard: 500n, helperPending: 400n });
    expect(await f.refundedAt(call.holdIntentId!)).toBe(500n);
    // Three resolves, one decision told: one dispute_resolved and one refund_issued.
    expect(await emittedEvents(f.deps.db, PaymentEvents.disputeResolved, (m) => m.disputeId === opened.id)).toHaveLength(1);
    expect(await emittedEvents(f.deps.db, PaymentEvents.refundIssued, (m) => m.disputeId === opened.id)).toEqual([
      expect.objectContaining({ amount: usd(500n) }),
    ]);
    const other = await f.failure(resolve(p, opened.id, 'FULL_REFUND'));
    expect([other.reason, other.message]).toEqual(['DISPUTE_ALREADY_RESOLVED', 'This dispute is already resolved']);
  });

  it('a decision whose money failed half-way is finished by the retry (the ledger leg already posted is replayed, not repeated)', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId);
    const refund = f.deps.cards.refund.bind(f.deps.cards);
    let calls = 0;
    const failing = {
      ...f.deps,
      cards: Object.assign(Object.create(f.deps.cards), {
        refund: async (input: Parameters<typeof refund>[0]) => {
          calls++;
          await refund(input);
          throw new Error('the provider timed out after refunding');
        },
      }),
    };
    await expect(resolveDispute(failing, { id: opened.id, resolution: resolution('FULL_REFUND') }, p.admin)).rejects.toThrow('timed out');
    expect(await hasOpenDispute(f.deps.db, call.callId)).toBe(true);
    const { dispute } = await resolve(p, opened.id, 'FULL_REFUND');
    expect(dispute!.refunded).toEqual(usd(1000n));
    expect(calls).toBe(1);
    expect(await f.refundedAt(call.holdIntentId!)).toBe(1000n);
    expect(await f.money(p)).toMatchObject({ userCard: 0n, helperPending: 0n });
  });

  it('refuses a refund above the price, a partial refund or compensation without an amount, and an amount with a warning', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId);
    const reason = async (name: string, cents?: bigint) => (await f.failure(resolve(p, opened.id, name, cents))).reason;
    expect(await reason('PARTIAL_REFUND', 1001n)).toBe('DISPUTE_REFUND_TOO_LARGE');
    expect(await reason('PARTIAL_REFUND')).toBe('DISPUTE_AMOUNT_REQUIRED');
    expect(await reason('COMPENSATION')).toBe('DISPUTE_AMOUNT_REQUIRED');
    expect(await reason('USER_WARNING', 100n)).toBe('DISPUTE_AMOUNT_NOT_ALLOWED');
    expect((await f.failure(resolveDispute(f.deps, { id: opened.id, resolution: resolution('FULL_REFUND') }, p.user))).reason).toBe('ROLE_NOT_ALLOWED');
    expect(await f.money(p)).toMatchObject({ userCard: 1000n, helperPending: 800n });
  });

  it('a compensation is bounded by what the call cost, counting what the call’s earlier disputes paid the helper', async () => {
    const p = f.parties();
    // $1.00: the platform keeps 20¢ of it, out of which the compensations below are paid.
    const call = await f.charged(p, { priceMinor: 100n });
    const first = await f.open(p, call.callId, 'COMPENSATION', 'helper');
    expect((await f.failure(resolve(p, first.id, 'COMPENSATION', 101n))).reason).toBe('DISPUTE_COMPENSATION_TOO_LARGE');
    expect((await resolve(p, first.id, 'COMPENSATION', 15n)).dispute!.compensation).toEqual(usd(15n));
    const second = await f.open(p, call.callId, 'COMPENSATION', 'helper');
    expect((await f.failure(resolve(p, second.id, 'COMPENSATION', 86n))).reason).toBe('DISPUTE_COMPENSATION_TOO_LARGE');
    expect((await resolve(p, second.id, 'COMPENSATION', 5n)).dispute!.compensation).toEqual(usd(5n));
    expect(await f.money(p)).toMatchObject({ helperAvailable: 20n });
  });

  it('a second dispute of a partly refunded call can refund only the rest', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    await resolve(p, (await f.open(p, call.callId)).id, 'PARTIAL_REFUND', 400n);
    const second = await f.open(p, call.callId);
    expect((await f.failure(resolve(p, second.id, 'PARTIAL_REFUND', 601n))).reason).toBe('DISPUTE_REFUND_TOO_LARGE');
    expect((await resolve(p, second.id, 'FULL_REFUND')).dispute!.refunded).toEqual(usd(600n));
    expect(await f.refundedAt(call.holdIntentId!)).toBe(1000n);
    expect(await f.money(p)).toMatchObject({ userCard: 0n, helperPending: 0n });
  });

  it('a compensation pays the helper out of the platform revenue (D:compensation); a warning moves nothing', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const opened = await f.open(p, call.callId, 'COMPENSATION', 'helper');
    expect((await reviewDispute(f.deps, { id: opened.id }, p.admin)).dispute!.status).toBe(disputeNames.disputeStatusNames.toProto('IN_REVIEW'));
    const moved = await change(p, () => resolve(p, opened.id, 'COMPENSATION', 150n));
    expect(moved).toEqual({ userCard: 1000n, userTab: 0n, helperPending: 800n, helperAvailable: 150n, platform: -150n });
    expect(disputeKeys.compensation(opened.id)).toBe(`${opened.id}:compensation`);
    const warned = await f.open(p, call.callId, 'USER_WARNING', 'helper');
    const still = await change(p, () => resolve(p, warned.id, 'USER_WARNING'));
    expect(still).toEqual({ ...moved, platform: 0n });
  });
});
