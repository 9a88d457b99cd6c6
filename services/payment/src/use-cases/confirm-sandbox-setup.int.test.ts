import { payment } from '@helpwire/proto';
import { PaymentTexts, SANDBOX_TEST_CARDS } from '@helpwire/contracts';
import { cardFixture, type Account } from '../../test/card-fixture';
import { createSetupIntent } from './create-setup-intent';
import { listCards } from './list-cards';
import { sandboxAuthenticate } from './authenticate-sandbox-card';
import { sandboxConfirmSetup } from './confirm-sandbox-setup';

const { SETUP_STATUS_SUCCEEDED: SUCCEEDED, SETUP_STATUS_REQUIRES_ACTION: REQUIRES_ACTION } = payment.SetupStatus;

const form = { cardNumber: SANDBOX_TEST_CARDS.succeeds as string, expMonth: 12, expYear: 2034, cvc: '123', name: '' };

describe('sandbox card form (Stripe test-card behaviour)', () => {
  const f = cardFixture('sandbox');

  async function confirm(account: Account, change: Partial<typeof form> = {}) {
    const setup = await createSetupIntent(f.deps, account.ctx);
    return { setup, confirmed: sandboxConfirmSetup(f.deps, { ...setup, ...form, ...change }, account.ctx) };
  }

  it('4242 4242 4242 4242 succeeds: the card is saved (not default) with only brand, last 4 and expiry', async () => {
    const owner = f.account();
    const { setup, confirmed } = await confirm(owner, { cardNumber: '4242 4242 4242 4242' });
    const { result } = await confirmed;
    expect(result).toEqual({
      setupIntentId: setup.setupIntentId,
      status: SUCCEEDED,
      card: { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: false },
    });
    const stored = JSON.stringify(await f.database.db.execute('select * from payment_sandbox.sandbox_payment_methods'));
    expect(stored).not.toContain('4242424242424242');
  });

  it.each([
    ['declined (4000 0000 0000 0002)', { cardNumber: SANDBOX_TEST_CARDS.declined }, 'PAYMENT_CARD_DECLINED', PaymentTexts.cardDeclined],
    ['expired', { expMonth: 1, expYear: 2020 }, 'PAYMENT_CARD_EXPIRED', PaymentTexts.cardExpired],
    ['a bad CVC', { cvc: '1234' }, 'PAYMENT_CARD_BAD_CVC', PaymentTexts.badCvc],
    ['a mistyped number', { cardNumber: '4242424242424241' }, 'PAYMENT_CARD_BAD_NUMBER', PaymentTexts.badNumber],
    ['a real-looking card', { cardNumber: '4111111111111111' }, 'PAYMENT_NOT_TEST_CARD', PaymentTexts.notTestCard],
  ])('refuses %s with its text, saves nothing, and the setup stays open for another card', async (_name, change, reason, message) => {
    const owner = f.account();
    const { setup, confirmed } = await confirm(owner, change);
    await expect(confirmed).rejects.toMatchObject({ reason, message });
    expect((await listCards(f.deps, owner.ctx)).cards).toEqual([]);
    const retry = await sandboxConfirmSetup(f.deps, { ...setup, ...form }, owner.ctx);
    expect(retry.result!.status).toBe(SUCCEEDED);
  });

  it('4000 0025 0000 3155 requires the 3-D Secure step; approved, the card is saved', async () => {
    const owner = f.account();
    const { setup, confirmed } = await confirm(owner, { cardNumber: SANDBOX_TEST_CARDS.requiresAuthentication });
    expect((await confirmed).result).toEqual({ setupIntentId: setup.setupIntentId, status: REQUIRES_ACTION, card: undefined });
    expect((await listCards(f.deps, owner.ctx)).cards).toEqual([]);
    const { result } = await sandboxAuthenticate(f.deps, { ...setup, outcome: 'approve' }, owner.ctx);
    expect(result).toMatchObject({ status: SUCCEEDED, card: { last4: '3155', isDefault: false } });
    expect((await listCards(f.deps, owner.ctx)).cards.map((c) => c.last4)).toEqual(['3155']);
  });

  it('a failed 3-D Secure step refuses the card and opens the setup again', async () => {
    const owner = f.account();
    const { setup, confirmed } = await confirm(owner, { cardNumber: SANDBOX_TEST_CARDS.requiresAuthentication });
    await confirmed;
    await expect(sandboxAuthenticate(f.deps, { ...setup, outcome: 'fail' }, owner.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_AUTHENTICATION_FAILED',
      message: PaymentTexts.authenticationFailed,
    });
    expect((await listCards(f.deps, owner.ctx)).cards).toEqual([]);
    await expect(sandboxAuthenticate(f.deps, { ...setup, outcome: 'approve' }, owner.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SETUP_NOT_COMPLETE' });
    expect((await sandboxConfirmSetup(f.deps, { ...setup, ...form }, owner.ctx)).result!.status).toBe(SUCCEEDED);
  });

  it("refuses another account's setup intent, or a wrong client secret, as not found", async () => {
    const owner = f.account();
    const intruder = f.account();
    await createSetupIntent(f.deps, intruder.ctx);
    const setup = await createSetupIntent(f.deps, owner.ctx);
    await expect(sandboxConfirmSetup(f.deps, { ...setup, ...form }, intruder.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SETUP_INTENT_NOT_FOUND' });
    await expect(sandboxConfirmSetup(f.deps, { ...setup, clientSecret: `${setup.setupIntentId}_secret_wrong`, ...form }, owner.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_SETUP_INTENT_NOT_FOUND',
    });
    expect((await f.cardRows()).filter((r) => r.accountId === owner.userId || r.accountId === intruder.userId)).toEqual([]);
  });
});

describe('sandbox steps on the Stripe provider', () => {
  const f = cardFixture('stripe');

  it('answers 403 PAYMENT_SANDBOX_ONLY: card numbers never reach our server with Stripe', async () => {
    const owner = f.account();
    const setup = await createSetupIntent(f.deps, owner.ctx);
    await expect(sandboxConfirmSetup(f.deps, { ...setup, ...form }, owner.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'PAYMENT_SANDBOX_ONLY',
      message: PaymentTexts.sandboxOnly,
    });
    await expect(sandboxAuthenticate(f.deps, { ...setup, outcome: 'approve' }, owner.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_SANDBOX_ONLY' });
  });
});
