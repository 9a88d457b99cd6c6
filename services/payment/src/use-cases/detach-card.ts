import { cardIdBody } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import { changeAccountCards, deleteCard } from '../store/card-store';
import { cardListResult } from './card-result';
import { ownCard } from './card-owned';
import type { CardDeps } from './deps';

/**
 * POST /payment/detach-card: the card is detached at the provider, then removed here. Removing the
 * default leaves the account without one until the user picks another (calls then ask for it).
 */
export async function detachCard(deps: CardDeps, request: payment.DetachCardRequest, ctx: CallContext): Promise<payment.DetachCardResponse> {
  const { userId } = requireRole(ctx, 'USER');
  const { cardId } = validateInput(cardIdBody, request);
  const card = await ownCard(deps, userId, cardId);
  await deps.cards.detachCard({ paymentMethodId: card.providerPaymentMethodId, idempotencyKey: idempotencyKeys.detach(card.id) });
  await changeAccountCards(deps.db, userId, deps.cards.name, (tx) => deleteCard(tx, card.id));
  return { result: await cardListResult(deps, userId, null) };
}
