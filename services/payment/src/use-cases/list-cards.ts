import type { payment } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { toCardMessage } from '../grpc/card-messages';
import { cardsOf, changeAccountCards, findCustomerId, mirrorCard, removeCardsExcept } from '../store/card-store';
import type { CardDeps } from './deps';

/**
 * The account's cards as the provider lists them, mirrored here (new ones added, removed ones
 * dropped, expiry refreshed); the default flag is ours and survives.
 */
export async function syncCards(deps: CardDeps, accountId: string): Promise<void> {
  const customerId = await findCustomerId(deps.db, accountId, deps.cards.name);
  if (!customerId) return;
  const listed = await deps.cards.listCards(customerId);
  await changeAccountCards(deps.db, accountId, deps.cards.name, async (tx) => {
    for (const card of listed) await mirrorCard(tx, accountId, deps.cards.name, card);
    await removeCardsExcept(
      tx,
      accountId,
      deps.cards.name,
      listed.map((card) => card.paymentMethodId),
    );
  });
}

/** GET /payment/saved-cards: the caller's cards, the default first. */
export async function listCards(deps: CardDeps, ctx: CallContext): Promise<payment.ListCardsResponse> {
  const { userId } = requireRole(ctx, 'USER');
  await syncCards(deps, userId);
  return { cards: (await cardsOf(deps.db, userId, deps.cards.name)).map(toCardMessage) };
}
