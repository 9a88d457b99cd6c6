import type { CallPayments, HoldOutcome } from '../src/ports/call-payments';

/**
 * CallPayments over a table the test writes (what the payment service's AuthorizeCall would
 * answer per user). A service may not import another (module boundaries), so the real payment
 * service is used from tests/contract/call-*.int.test.ts; here only the call service's side is
 * tested. Records the holds asked for and released.
 */
export class ListedCards implements CallPayments {
  readonly standing = new Map<string, HoldOutcome>();
  readonly released: string[] = [];

  async authorize(_callId: string, _categoryId: string, identity: { userId?: string }): Promise<HoldOutcome> {
    return this.standing.get(identity.userId ?? '') ?? 'NO_CARD';
  }

  async release(callId: string): Promise<void> {
    this.released.push(callId);
  }
}
