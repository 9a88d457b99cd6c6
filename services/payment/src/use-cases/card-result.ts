import type { payment } from '@helpwire/proto';
import { toCardMessage } from '../grpc/card-messages';
import { cardsOf, type CardRow } from '../store/card-store';
import type { CardDeps } from './deps';

/** What every card change answers: the card acted on (re-read, with its default flag) and the list after it. */
export async function cardListResult(deps: CardDeps, accountId: string, cardId: string | null): Promise<payment.CardListResult> {
  const rows: CardRow[] = await cardsOf(deps.db, accountId, deps.cards.name);
  const card = cardId ? rows.find((row) => row.id === cardId) : undefined;
  return { card: card ? toCardMessage(card) : undefined, cards: rows.map(toCardMessage) };
}
