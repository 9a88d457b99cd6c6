import { paymentNames } from '@helpwire/proto';
import { cardFixture, contextFor } from '../../test/card-fixture';
import { customers } from '../store/card-schema';
import { createSetupIntent } from './create-setup-intent';

describe.each(['sandbox', 'stripe'] as const)('create setup intent (%s)', (kind) => {
  const f = cardFixture(kind);

  it('makes one provider customer per account and a fresh setup intent each time', async () => {
    const account = f.account();
    const first = await createSetupIntent(f.deps, account.ctx);
    const second = await createSetupIntent(f.deps, account.ctx);
    expect(first).toMatchObject({
      provider: paymentNames.paymentProviderNames.toProto(kind),
      setupIntentId: expect.stringMatching(/^seti_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(second.setupIntentId).not.toBe(first.setupIntentId);
    const rows = (await f.database.db.select().from(customers)).filter((c) => c.accountId === account.userId);
    expect(rows).toEqual([expect.objectContaining({ provider: kind, providerCustomerId: expect.stringMatching(/^cus_/) })]);
    const other = f.account();
    await createSetupIntent(f.deps, other.ctx);
    const otherRow = (await f.database.db.select().from(customers)).find((c) => c.accountId === other.userId);
    expect(otherRow?.providerCustomerId).not.toBe(rows[0]!.providerCustomerId);
  });

  it("makes one customer when an account's first setups race", async () => {
    const account = f.account();
    const intents = await Promise.all(Array.from({ length: 5 }, () => createSetupIntent(f.deps, account.ctx)));
    expect(new Set(intents.map((i) => i.setupIntentId)).size).toBe(5);
    const rows = (await f.database.db.select().from(customers)).filter((c) => c.accountId === account.userId);
    expect(rows).toHaveLength(1);
    for (const intent of intents) expect((await f.deps.cards.retrieveSetupIntent(intent.setupIntentId))?.customerId).toBe(rows[0]!.providerCustomerId);
  });

  it('is for signed-in users only', async () => {
    await expect(createSetupIntent(f.deps, contextFor(''))).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_REQUIRED' });
    await expect(createSetupIntent(f.deps, contextFor(f.account().userId, 'HELPER'))).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'ROLE_NOT_ALLOWED',
    });
  });
});

describe('create setup intent: what reaches Stripe', () => {
  const f = cardFixture('stripe');

  it('sends the customer once (keyed by the account), then SetupIntents for off-session use keyed by the operation', async () => {
    const account = f.account();
    await createSetupIntent(f.deps, account.ctx, 'op-1');
    await createSetupIntent(f.deps, account.ctx, 'op-2');
    const customerCalls = f.double.requestsTo('POST', /^\/v1\/customers$/);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]).toMatchObject({ idempotencyKey: `customer:${account.userId}`, body: { metadata: { account_id: account.userId } } });
    const customerId = [...f.double.customers.keys()][0];
    const setups = f.double.requestsTo('POST', /^\/v1\/setup_intents$/);
    expect(setups.map((r) => r.idempotencyKey)).toEqual(['setup-intent:op-1', 'setup-intent:op-2']);
    for (const setup of setups) expect(setup.body).toMatchObject({ customer: customerId, usage: 'off_session' });
  });

  it('a repeated operation gets the same setup intent back (Stripe idempotency)', async () => {
    const account = f.account();
    const first = await createSetupIntent(f.deps, account.ctx, 'op-same');
    const again = await createSetupIntent(f.deps, account.ctx, 'op-same');
    expect(again.setupIntentId).toBe(first.setupIntentId);
  });
});
