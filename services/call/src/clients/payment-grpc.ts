import { payment } from '@helpwire/proto';
import { createPromiseClient } from '@helpwire/service-kit';
import type { CardCheck } from '../ports/card-check';

/** CardCheck over the payment service's gRPC API: the default card, else whether any card exists. */
export function cardsOverGrpc(address: string): CardCheck & { close(): void } {
  const client = createPromiseClient(payment.PaymentServiceClient, address);
  return {
    async standingOf(accountId, identity) {
      const { card } = await client.getDefaultCard({ accountId }, { identity });
      if (card) return 'DEFAULT';
      // Read as the account itself (ListCards answers the caller's own cards).
      const { cards } = await client.listCards({}, { identity });
      return cards.length > 0 ? 'NO_DEFAULT' : 'NO_CARD';
    },
    close: () => client.close(),
  };
}
