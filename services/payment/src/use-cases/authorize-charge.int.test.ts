import { eq } from 'drizzle-orm';
import { cardFixture, type Account } from '../../test/card-fixture';
import { sandboxPaymentIntents, sandboxSetupIntents } from '../adapters/sandbox/sandbox-schema';
import { callCharges } from '../store/charge-schema';
import { newCardSetDefault } from './set-new-default-card';
import { sandboxAuthenticate } from './authenticate-sandbox-card';
import { sandboxAuthenticatePayment } from './authenticate-sandbox-payment';
import { authorizeCall, type AuthorizeAnswer } from './authorize-charge';
import { chargeEndedCall } from './charge-call-ended';
import { releaseCallHold } from './release-charge-hold';

let calls = 0;

describe.each(['sandbox', 'stripe'] as const)('the call hold on-session, with 3-D Secure when the bank asks (%s)', (kind) => {
  const f = cardFixture(kind);

  /** A user whose default card is `card`, saved the way the web saves it (its setup's 3-D Secure step done). */
  async function payer(card: 'succeeds' | 'requiresAuthentication' | 'alwaysAuthenticate'): Promise<Account> {
    const account = f.account();
    const setupIntentId = await f.confirmedSetup(account, card);
    if (kind === 'sandbox' && card !== 'succeeds') {
      const [setup] = await f.database.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, setupIntentId));
      await sandboxAuthenticate(f.deps, { setupIntentId, clientSecret: setup!.clientSecret, outcome: 'approve' }, account.ctx);
    }
    await newCardSetDefault(f.deps, { setupIntentId }, account.ctx);
    return account;
  }

  /** The provider's own view of the intent (what is held there, whatever our rows say). */
  async function providerStatus(id: string): Promise<string> {
    if (kind === 'stripe') return f.double.paymentIntents.get(id)!.status as string;
    const [row] = await f.database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row!.status;
  }

  /** The cardholder answers the bank in the browser: Stripe.js (the double), or the sandbox's step through its route's use case. */
  async function answerBank(user: Account, callId: string, asked: AuthorizeAnswer, approve: boolean) {
    const { paymentIntentId, clientSecret } = asked.authentication!;
    if (kind === 'stripe') f.double.completePaymentAuthentication(paymentIntentId, approve);
    else
      expect(await sandboxAuthenticatePayment(f.deps, { callId, paymentIntentId, clientSecret, outcome: approve ? 'approve' : 'fail' }, user.ctx)).toEqual({
        held: approve,
      });
  }

  const row = async (callId: string) => (await f.database.db.select().from(callCharges).where(eq(callCharges.callId, callId)))[0]!;
  const onSessionHolds = () => f.double.requestsTo('POST', /^\/v1\/payment_intents$/).filter((r) => r.body.capture_method === 'manual');

  it('holds a plain card at once, on-session', async () => {
    const user = await payer('succeeds');
    const callId = `HW-3P${++calls}-${kind}`;
    const before = kind === 'stripe' ? onSessionHolds().length : 0;
    expect(await authorizeCall(f.deps, { callId, categoryId: f.rates.category(45) }, user.ctx)).toEqual({
      outcome: 'AUTHORIZED',
      hold: expect.objectContaining({ amountMinor: 1350n }),
    });
    expect((await row(callId)).status).toBe('HELD');
    if (kind === 'stripe') {
      const sent = onSessionHolds().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toMatchObject({ confirm: 'true', capture_method: 'manual' });
      expect(sent[0]!.body.off_session).toBeUndefined();
    }
  });

  it('two first asks for one call at once hold once; another account cannot take the call id', async () => {
    const user = await payer('succeeds');
    const callId = `HW-3T${++calls}-${kind}`;
    const request = { callId, categoryId: f.rates.category(45) };
    const held = { outcome: 'AUTHORIZED', hold: expect.objectContaining({ amountMinor: 1350n }) };
    expect(await Promise.all([authorizeCall(f.deps, request, user.ctx), authorizeCall(f.deps, request, user.ctx)])).toEqual([held, held]);
    const { holdIntentId } = await row(callId);
    expect(await providerStatus(holdIntentId!)).toBe('requires_capture');
    // Both asks may reach Stripe before either writes the intent's id: with one key, which Stripe answers with one intent.
    if (kind === 'stripe')
      expect(
        new Set(
          onSessionHolds()
            .filter((r) => String(r.body.description).includes(callId))
            .map((r) => r.idempotencyKey),
        ),
      ).toEqual(new Set([`hold:${callId}`]));
    const other = await payer('succeeds');
    await expect(authorizeCall(f.deps, request, other.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_IDEMPOTENCY_CONFLICT' });
    expect(await row(callId)).toMatchObject({ userId: user.userId, holdIntentId });
  });

  it.each(['alwaysAuthenticate', 'requiresAuthentication'] as const)(
    'a %s card: the hold waits for the step, then a retry with the same call id is AUTHORIZED, once',
    async (card) => {
      const user = await payer(card);
      const callId = `HW-3A${++calls}-${kind}`;
      const request = { callId, categoryId: f.rates.category(45) };
      const asked = await authorizeCall(f.deps, request, user.ctx);
      expect(asked).toEqual({
        outcome: 'AUTHENTICATION_ACTION',
        hold: expect.objectContaining({ amountMinor: 1350n }),
        authentication: { paymentIntentId: expect.any(String), clientSecret: expect.stringContaining('_secret_'), provider: kind },
      });
      const intentId = asked.authentication!.paymentIntentId;
      expect(await row(callId)).toMatchObject({ status: 'AUTHENTICATING', holdIntentId: intentId });
      expect(await providerStatus(intentId)).toBe('requires_action');
      // Asked again before the step: the same intent still waits (no second one).
      expect(await authorizeCall(f.deps, { ...request, resume: true }, user.ctx)).toEqual(asked);

      await answerBank(user, callId, asked, true);
      expect(await providerStatus(intentId)).toBe('requires_capture');
      const held = await authorizeCall(f.deps, { ...request, resume: true }, user.ctx);
      expect(held).toEqual({ outcome: 'AUTHORIZED', hold: expect.objectContaining({ amountMinor: 1350n }) });
      expect(await row(callId)).toMatchObject({ status: 'HELD', holdIntentId: intentId });
      // Retries, resumed or not, answer the same hold.
      const again = await Promise.all([authorizeCall(f.deps, { ...request, resume: true }, user.ctx), authorizeCall(f.deps, request, user.ctx)]);
      expect(again).toEqual([held, held]);
      if (kind === 'stripe') expect(onSessionHolds().filter((r) => r.idempotencyKey?.includes(callId))).toHaveLength(1);

      // The call is charged from the hold like any other: 12 minutes × 45¢ = $5.40, captured.
      const charged = await chargeEndedCall(f.deps, {
        callId,
        userId: user.userId,
        helperId: crypto.randomUUID(),
        categoryId: request.categoryId,
        endedAt: f.now,
        billableSeconds: 12 * 60,
      });
      expect(charged).toMatchObject({ status: 'CHARGED', capturedMinor: 540n, tabMinor: 0n });
      expect(await providerStatus(intentId)).toBe('succeeded');
    },
  );

  it('a failed step is refused, holds nothing, and says so again on every retry', async () => {
    const user = await payer('alwaysAuthenticate');
    const callId = `HW-3F${++calls}-${kind}`;
    const request = { callId, categoryId: f.rates.category(45), resume: true };
    const asked = await authorizeCall(f.deps, { callId, categoryId: request.categoryId }, user.ctx);
    expect(asked.outcome).toBe('AUTHENTICATION_ACTION');
    await answerBank(user, callId, asked, false);
    expect(await authorizeCall(f.deps, request, user.ctx)).toEqual({ outcome: 'AUTHENTICATION_FAILED' });
    expect((await row(callId)).status).toBe('RELEASED');
    expect(await providerStatus(asked.authentication!.paymentIntentId)).not.toMatch(/requires_capture|succeeded/);
    expect(await authorizeCall(f.deps, request, user.ctx)).toEqual({ outcome: 'AUTHENTICATION_FAILED' });
    expect(await authorizeCall(f.deps, { callId, categoryId: request.categoryId }, user.ctx)).toEqual({ outcome: 'AUTHENTICATION_FAILED' });
    // A new call asks the bank again, on a new intent.
    const next = await authorizeCall(f.deps, { callId: `HW-3F${++calls}-${kind}`, categoryId: request.categoryId }, user.ctx);
    expect(next.outcome).toBe('AUTHENTICATION_ACTION');
    expect(next.authentication!.paymentIntentId).not.toBe(asked.authentication!.paymentIntentId);
  });

  it('an abandoned step is cancelled at the provider when the hold is released', async () => {
    const user = await payer('alwaysAuthenticate');
    const callId = `HW-3X${++calls}-${kind}`;
    const asked = await authorizeCall(f.deps, { callId, categoryId: f.rates.category(30) }, user.ctx);
    expect(await releaseCallHold(f.deps, callId)).toBe(true);
    expect(await providerStatus(asked.authentication!.paymentIntentId)).toBe('canceled');
    expect((await row(callId)).status).toBe('RELEASED');
    expect(await releaseCallHold(f.deps, callId)).toBe(false);
  });

  it('resumes only a hold this user asked for', async () => {
    const user = await payer('alwaysAuthenticate');
    const other = await payer('alwaysAuthenticate');
    const categoryId = f.rates.category(30);
    await expect(authorizeCall(f.deps, { callId: `HW-3U${++calls}-${kind}`, categoryId, resume: true }, user.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_CALL_HOLD_NOT_FOUND',
    });
    const callId = `HW-3U${++calls}-${kind}`;
    const asked = await authorizeCall(f.deps, { callId, categoryId }, user.ctx);
    await expect(authorizeCall(f.deps, { callId, categoryId, resume: true }, other.ctx)).rejects.toMatchObject({ reason: 'PAYMENT_CALL_HOLD_NOT_FOUND' });
    if (kind === 'sandbox') {
      // Nor can another user answer its step, even with its secret.
      const { paymentIntentId, clientSecret } = asked.authentication!;
      await expect(sandboxAuthenticatePayment(f.deps, { callId, paymentIntentId, clientSecret, outcome: 'approve' }, other.ctx)).rejects.toMatchObject({
        reason: 'PAYMENT_INTENT_NOT_FOUND',
      });
      await expect(
        sandboxAuthenticatePayment(f.deps, { callId, paymentIntentId, clientSecret: `${paymentIntentId}_secret_wrong`, outcome: 'approve' }, user.ctx),
      ).rejects.toMatchObject({ reason: 'PAYMENT_INTENT_NOT_FOUND' });
      expect(await providerStatus(paymentIntentId)).toBe('requires_action');
    } else {
      await expect(sandboxAuthenticatePayment(f.deps, { callId, ...asked.authentication!, outcome: 'approve' }, user.ctx)).rejects.toMatchObject({
        reason: 'PAYMENT_SANDBOX_ONLY',
      });
    }
  });
});
