import type { payment } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { z } from 'zod';
import { ValidationTexts } from '@helpwire/contracts';
import { toCardMessage } from '../grpc/card-messages';
import { defaultCardOf } from '../store/card-store';
import type { CardDeps } from './deps';

const input = z.object({ accountId: z.uuid(ValidationTexts.invalidId) });

/** For the services that charge (calls, spec §5): the account's default card, or none. */
export async function getDefaultCard(deps: CardDeps, request: payment.GetDefaultCardRequest): Promise<payment.GetDefaultCardResponse> {
  const { accountId } = validateInput(input, request);
  const card = await defaultCardOf(deps.db, accountId, deps.cards.name);
  return { card: card ? toCardMessage(card) : undefined };
}
