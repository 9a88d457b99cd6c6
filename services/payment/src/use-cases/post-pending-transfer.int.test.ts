import { ledger } from '@helpwire/proto';
import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { createLedgerPending } from './create-pending-transfer';
import { getLedgerBalances } from './get-ledger-balances';
import { postLedgerPending } from './post-pending-transfer';
import { voidLedgerPending } from './void-pending-transfer';

describe('postLedgerPending', () => {
  const f = ledgerFixture();

  async function hold(cents: bigint) {
    const card = await f.userCard();
    const helper = await f.helper();
    const pending = await createLedgerPending(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.pending,
      amount: usd(cents),
      kind: 'CALL_CHARGE',
      reference: 'call-9',
    });
    return { card, helper, pendingId: pending.transfer.id };
  }

  it('posts for less: the posted amount moves, the rest of the reservation is released', async () => {
    const { card, helper, pendingId } = await hold(500n);
    const id = f.key();
    const answer = await postLedgerPending(f.deps, { id, pendingId, amount: usd(320n) });
    expect(answer.transfer).toMatchObject({
      id,
      phase: 'POST_PENDING',
      pendingId,
      amount: money(320n),
      debitAccountId: card,
      creditAccountId: helper.pending,
      kind: 'CALL_CHARGE',
      reference: 'call-9',
    });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [card, helper.pending] });
    expect(balances.map((b) => [b.debitsPending, b.debitsPosted, b.creditsPending, b.creditsPosted])).toEqual([
      [money(0n), money(320n), money(0n), money(0n)],
      [money(0n), money(0n), money(0n), money(320n)],
    ]);
    expect((await f.events()).find((e) => e.transferId === id)).toMatchObject({
      phase: ledger.TransferPhase.TRANSFER_PHASE_POST_PENDING,
      kind: ledger.TransferKind.TRANSFER_KIND_CALL_CHARGE,
      pendingId,
      amount: usd(320n),
    });
    expect(await f.problems()).toEqual([]);
  });

  it('posts the whole amount when none is given; a repeat answers the first result', async () => {
    const { pendingId } = await hold(250n);
    const request = { id: f.key(), pendingId };
    const first = await postLedgerPending(f.deps, request);
    expect(first.transfer.amount).toEqual(money(250n));
    const before = await f.counts();
    expect(await postLedgerPending(f.deps, request)).toEqual({ ...first, replayed: true });
    expect(await f.counts()).toEqual(before);
  });

  it('refuses more than the reservation, a second post, a post after a void, and an unknown pending; nothing is written', async () => {
    const { pendingId } = await hold(500n);
    const before = await f.counts();
    const more = await f.failure(postLedgerPending(f.deps, { id: f.key(), pendingId, amount: usd(501n) }));
    expect([more.reason, more.message]).toEqual(['PAYMENT_POST_EXCEEDS_PENDING', 'A pending transfer of 5.00 USD cannot be posted for more.']);
    expect((await f.failure(postLedgerPending(f.deps, { id: f.key(), pendingId: 'no-such-pending' }))).reason).toBe('PAYMENT_PENDING_NOT_FOUND');
    expect(await f.counts()).toEqual(before);
    await postLedgerPending(f.deps, { id: f.key(), pendingId, amount: usd(100n) });
    expect((await f.failure(postLedgerPending(f.deps, { id: f.key(), pendingId }))).reason).toBe('PAYMENT_PENDING_ALREADY_POSTED');
    const voided = await hold(100n);
    await voidLedgerPending(f.deps, { id: f.key(), pendingId: voided.pendingId });
    expect((await f.failure(postLedgerPending(f.deps, { id: f.key(), pendingId: voided.pendingId }))).reason).toBe('PAYMENT_PENDING_ALREADY_VOIDED');
  });

  it('of 10 concurrent posts of one pending with different keys exactly one wins', async () => {
    const { pendingId, card } = await hold(500n);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => postLedgerPending(f.deps, { id: f.key(), pendingId })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.reason))).toEqual(
      new Set(['PAYMENT_PENDING_ALREADY_POSTED']),
    );
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [card] });
    expect(balances[0]!.debitsPosted).toEqual(money(500n));
  });
});
