import type { CardCheck, CardStanding } from '../src/ports/card-check';

/**
 * CardCheck over a table the test writes (the payment service's GetDefaultCard and ListCards
 * answers). A service may not import another (module boundaries), so the real payment service is
 * used from tests/contract/call-*.int.test.ts; here only the call service's side is tested.
 */
export class ListedCards implements CardCheck {
  readonly standing = new Map<string, CardStanding>();

  async standingOf(accountId: string): Promise<CardStanding> {
    return this.standing.get(accountId) ?? 'NO_CARD';
  }
}
