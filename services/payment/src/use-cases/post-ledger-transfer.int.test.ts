import { ledger } from '@helpwire/proto';
import { silentLogger } from '@helpwire/service-kit/testing';
import { LedgerWriter } from '../store/ledger-writer';
import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { getLedgerBalances } from './get-ledger-balances';
import { postLedgerTransfer } from './post-ledger-transfer';

describe('postLedgerTransfer', () => {
  const f = ledgerFixture();

  it('posts a transfer: both balances move, two entries and one transfer_committed event are written', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const before = await f.counts();
    const id = f.key();
    const answer = await postLedgerTransfer(f.deps, {
      id,
      debitAccountId: card,
      creditAccountId: helper.available,
      amount: usd(1050n),
      kind: 'CALL_EARNING',
      reference: 'call-1',
    });
    expect(answer).toMatchObject({
      replayed: false,
      transfer: { id, phase: 'SINGLE', amount: money(1050n), kind: 'CALL_EARNING', reference: 'call-1', pendingId: null, createdAt: expect.any(Date) },
    });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [card, helper.available] });
    expect(balances.map((b) => [b.posted, b.available, b.sequence])).toEqual([
      [money(1050n), money(1050n), 1n],
      [money(1050n), money(1050n), 1n],
    ]);
    expect(await f.counts()).toEqual({ transfers: before.transfers + 1, entries: before.entries + 2, events: before.events + 1 });
    const event = (await f.events()).find((e) => e.transferId === id);
    expect(event).toMatchObject({
      debitAccountId: card,
      creditAccountId: helper.available,
      amount: usd(1050n),
      phase: ledger.TransferPhase.TRANSFER_PHASE_SINGLE,
      kind: ledger.TransferKind.TRANSFER_KIND_CALL_EARNING,
      reference: 'call-1',
    });
    expect(event!.pendingId).toBeUndefined();
    expect(event!.occurredAt).toBeInstanceOf(Date);
    expect(await f.problems()).toEqual([]);
  });

  it('a repeated key with the same request answers the first result and writes nothing', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const request = { id: f.key(), debitAccountId: card, creditAccountId: helper.available, amount: usd(300n), kind: 'ADJUSTMENT', reference: 'r' };
    const first = await postLedgerTransfer(f.deps, request);
    const before = await f.counts();
    const again = await postLedgerTransfer(f.deps, request);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await f.counts()).toEqual(before);
  });

  it('the same key with a different request is PAYMENT_IDEMPOTENCY_CONFLICT and writes nothing', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const request = { id: f.key(), debitAccountId: card, creditAccountId: helper.available, amount: usd(300n), kind: 'ADJUSTMENT', reference: 'r' };
    await postLedgerTransfer(f.deps, request);
    const before = await f.counts();
    const error = await f.failure(postLedgerTransfer(f.deps, { ...request, amount: usd(301n) }));
    expect([error.code, error.reason, error.message]).toEqual([
      'ALREADY_EXISTS',
      'PAYMENT_IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used for a different transfer.',
    ]);
    expect(await f.counts()).toEqual(before);
  });

  it("refuses to take a helper's available balance below 0 (PAYMENT_INSUFFICIENT_FUNDS) and writes nothing", async () => {
    const helper = await f.helper();
    await f.fund(helper.available, 500n);
    const before = await f.counts();
    const error = await f.failure(
      postLedgerTransfer(f.deps, {
        id: f.key(),
        debitAccountId: helper.available,
        creditAccountId: helper.hold,
        amount: usd(501n),
        kind: 'WITHDRAWAL',
        reference: 'w',
      }),
    );
    expect([error.code, error.reason, error.message]).toEqual(['FAILED_PRECONDITION', 'PAYMENT_INSUFFICIENT_FUNDS', 'Insufficient funds.']);
    expect(await f.counts()).toEqual(before);
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.available] });
    expect(balances[0]!.available).toEqual(money(500n));
  });

  it('a refused key stays free: the same key succeeds once the funds are there', async () => {
    const helper = await f.helper();
    const request = { id: f.key(), debitAccountId: helper.available, creditAccountId: helper.hold, amount: usd(200n), kind: 'WITHDRAWAL', reference: 'w' };
    expect((await f.failure(postLedgerTransfer(f.deps, request))).reason).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    await f.fund(helper.available, 200n);
    expect((await postLedgerTransfer(f.deps, request)).replayed).toBe(false);
  });

  it('20 concurrent debits of one funded account: exactly as many succeed as the balance allows, the rest are refused', async () => {
    const helper = await f.helper();
    await f.fund(helper.available, 1000n);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        postLedgerTransfer(f.deps, {
          id: f.key(),
          debitAccountId: helper.available,
          creditAccountId: helper.hold,
          amount: usd(100n),
          kind: 'WITHDRAWAL',
          reference: 'w',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.reason)).toEqual(
      Array(10).fill('PAYMENT_INSUFFICIENT_FUNDS'),
    );
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.available, helper.hold] });
    expect(balances.map((b) => b.posted.amountMinor)).toEqual([0n, 1000n]);
    expect(await f.problems()).toEqual([]);
  });

  it('refuses bad input with its reason: unknown account, same account, other currency, fractional or zero amount, unknown kind, malformed ids', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const base = { debitAccountId: card, creditAccountId: helper.available, amount: usd(100n), kind: 'ADJUSTMENT', reference: '' };
    const reason = async (change: object) => (await f.failure(postLedgerTransfer(f.deps, { id: f.key(), ...base, ...change }))).reason;
    const before = await f.counts();
    expect(await reason({ creditAccountId: '00000000-0000-4000-8000-000000000000' })).toBe('PAYMENT_ACCOUNT_NOT_FOUND');
    expect(await reason({ creditAccountId: card })).toBe('PAYMENT_ACCOUNTS_MUST_DIFFER');
    expect(await reason({ amount: { currency: 'EUR', amountMinor: '100' } })).toBe('PAYMENT_CURRENCY_MISMATCH');
    expect(await reason({ amount: { currency: 'USD', amountMinor: '1.5' } })).toBe('PAYMENT_AMOUNT_INVALID');
    expect(await reason({ amount: undefined })).toBe('PAYMENT_AMOUNT_INVALID');
    expect(await reason({ amount: usd(0n) })).toBe('PAYMENT_AMOUNT_INVALID');
    expect(await reason({ kind: 'GIFT' })).toBe('PAYMENT_TRANSFER_KIND_INVALID');
    const unknownKind = await f.failure(postLedgerTransfer(f.deps, { id: f.key(), ...base, kind: '9' })); // a TransferKind this build does not know
    expect([unknownKind.reason, unknownKind.message]).toEqual(['PAYMENT_TRANSFER_KIND_INVALID', 'Unknown transfer kind: 9.']);
    const noKind = await f.failure(postLedgerTransfer(f.deps, { id: f.key(), ...base, kind: '' })); // TRANSFER_KIND_UNSPECIFIED
    expect([noKind.reason, noKind.messages]).toEqual(['VALIDATION_FAILED', ['kind: required']]);
    expect(await reason({ debitAccountId: 'not-an-id' })).toBe('VALIDATION_FAILED');
    expect((await f.failure(postLedgerTransfer(f.deps, { ...base, id: ' ' }))).reason).toBe('VALIDATION_FAILED');
    expect(await f.counts()).toEqual(before);
  });

  it('keeps amounts beyond 2^53 exact from the wire to the database and back', async () => {
    const card = await f.userCard();
    const platform = await f.platform();
    const huge = 9_007_199_254_740_993n; // 2^53 + 1: a float would round it
    const answer = await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: platform.revenue,
      amount: usd(huge),
      kind: 'ADJUSTMENT',
      reference: '',
    });
    expect(answer.transfer.amount.amountMinor).toBe(huge);
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [card] });
    expect(balances[0]!.debitsPosted.amountMinor).toBe(huge);
  });

  it('two replicas (two writers) racing on the same keys commit each key once and both answer the same transfer', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const replica = { ...f.deps, ledger: new LedgerWriter(f.deps.db, { logger: silentLogger }) };
    const requests = Array.from({ length: 40 }, (_, i) => ({
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.available,
      amount: usd(BigInt(i + 1)),
      kind: 'ADJUSTMENT',
      reference: '',
    }));
    const before = await f.counts();
    const [a, b] = await Promise.all([
      Promise.all(requests.map((r) => postLedgerTransfer(f.deps, r))),
      Promise.all([...requests].reverse().map((r) => postLedgerTransfer(replica, r))),
    ]);
    b.reverse();
    expect(a.map((x) => x.transfer)).toEqual(b.map((x) => x.transfer));
    expect(a.map((x, i) => Number(!x.replayed) + Number(!b[i]!.replayed))).toEqual(Array(40).fill(1));
    expect(await f.counts()).toEqual({ transfers: before.transfers + 40, entries: before.entries + 80, events: before.events + 40 });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.available] });
    expect(balances[0]!.posted).toEqual(money(820n)); // 1 + 2 + … + 40
    expect(await f.problems()).toEqual([]);
  });
});
