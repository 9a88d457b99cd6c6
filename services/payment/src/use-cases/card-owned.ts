import { PaymentTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { ProviderSetupIntent } from '../adapters/providers/card-provider';
import { findCardOf, findCustomerId, type CardRow } from '../store/card-store';
import type { CardDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const cardNotFound = () => new AppError('NOT_FOUND', PaymentTexts.cardNotFound, 'PAYMENT_CARD_NOT_FOUND');

/** One of the account's own cards: an unknown id and another account's card both answer "Payment Card Not Found.". */
export async function ownCard(deps: CardDeps, accountId: string, cardId: string): Promise<CardRow> {
  const card = UUID.test(cardId) ? await findCardOf(deps.db, accountId, deps.cards.name, cardId) : undefined;
  if (!card) throw cardNotFound();
  return card;
}

/** A setup intent of the account's own customer; anyone else's is as unknown as a missing one. */
export async function ownSetupIntent(deps: CardDeps, accountId: string, setupIntentId: string): Promise<ProviderSetupIntent> {
  const notFound = new AppError('NOT_FOUND', PaymentTexts.setupIntentNotFound, 'PAYMENT_SETUP_INTENT_NOT_FOUND');
  const customerId = await findCustomerId(deps.db, accountId, deps.cards.name);
  if (!customerId || !/^seti_[A-Za-z0-9_]+$/.test(setupIntentId)) throw notFound;
  const intent = await deps.cards.retrieveSetupIntent(setupIntentId);
  if (!intent || intent.customerId !== customerId) throw notFound;
  return intent;
}
