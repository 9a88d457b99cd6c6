import type { CallPayments, HoldAnswer, HoldOutcome } from '../src/ports/call-payments';

/**
 * CallPayments over a table the test writes (what the payment service's AuthorizeCall would
 * answer per user). A service may not import another (module boundaries), so the real payment
 * service is used from tests/contract/call-*.int.test.ts; here only the call service's side is
 * tested. Records the holds asked for and released. A user listed AUTHENTICATION_ACTION is asked
 * for a 3-D Secure step on an intent named after the call.
 */
export class ListedCards implements CallPayments {
  readonly standing = new Map<string, HoldOutcome>();
  readonly asked: { callId: string; resume: boolean }[] = [];
  readonly released: string[] = [];

  async authorize(callId: string, _categoryId: string, identity: { userId?: string }, resume = false): Promise<HoldAnswer> {
    this.asked.push({ callId, resume });
    const outcome = this.standing.get(identity.userId ?? '') ?? 'NO_CARD';
    if (outcome !== 'AUTHENTICATION_ACTION') return { outcome };
    return { outcome, authentication: { paymentIntentId: `pi_${callId}`, clientSecret: `pi_${callId}_secret_test`, provider: 'sandbox' } };
  }

  async release(callId: string): Promise<void> {
    this.released.push(callId);
  }
}
