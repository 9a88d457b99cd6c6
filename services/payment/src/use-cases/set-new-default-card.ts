import { newCardSetDefaultBody, PaymentTexts } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { changeAccountCards, makeDefault, mirrorCard } from '../store/card-store';
import { cardListResult } from './card-result';
import { ownSetupIntent } from './card-owned';
import type { ChargeDeps } from './deps';
import { chargeTabOnCardChange } from './charge-tab';

/**
 * POST /payment/new-card-set-default: the card of the caller's succeeded setup intent is saved
 * (mirrored from the provider) and becomes the default.
 */
export async function newCardSetDefault(
  deps: ChargeDeps,
  request: payment.NewCardSetDefaultRequest,
  ctx: CallContext,
): Promise<payment.NewCardSetDefaultResponse> {
  const { userId } = requireRole(ctx, 'USER');
  const { setupIntentId } = validateInput(newCardSetDefaultBody, request);
  const intent = await ownSetupIntent(deps, userId, setupIntentId);
  const notComplete = new AppError('FAILED_PRECONDITION', PaymentTexts.setupNotComplete, 'PAYMENT_SETUP_NOT_COMPLETE');
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) throw notComplete;
  const card = await deps.cards.retrieveCard(intent.paymentMethodId);
  // Detached since (another tab removed it): nothing to make default.
  if (!card || card.customerId !== intent.customerId) throw notComplete;
  const saved = await changeAccountCards(deps.db, userId, deps.cards.name, async (tx) => {
    const row = await mirrorCard(tx, userId, deps.cards.name, card);
    await makeDefault(tx, userId, row.id);
    return row;
  });
  await chargeTabOnCardChange(deps, userId);
  return { result: await cardListResult(deps, userId, saved.id) };
}
