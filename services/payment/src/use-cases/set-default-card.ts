import { cardIdBody } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { changeAccountCards, makeDefault } from '../store/card-store';
import { cardListResult } from './card-result';
import { ownCard } from './card-owned';
import type { ChargeDeps } from './deps';
import { chargeTabOnCardChange } from './charge-tab';

/** POST /payment/set-default-payment-method: one of the caller's cards becomes the one calls are charged to. */
export async function setDefaultCard(deps: ChargeDeps, request: payment.SetDefaultCardRequest, ctx: CallContext): Promise<payment.SetDefaultCardResponse> {
  const { userId } = requireRole(ctx, 'USER');
  const { cardId } = validateInput(cardIdBody, request);
  const card = await ownCard(deps, userId, cardId);
  await changeAccountCards(deps.db, userId, deps.cards.name, (tx) => makeDefault(tx, userId, card.id));
  await chargeTabOnCardChange(deps, userId);
  return { result: await cardListResult(deps, userId, card.id) };
}
