import { paymentNames, type payment } from '@helpwire/proto';
import { requireRole, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import { ensureCustomer } from './card-customer';
import type { CardDeps } from './deps';

/** Starts adding a card: a setup intent for off-session use on the account's customer. */
export async function createSetupIntent(deps: CardDeps, ctx: CallContext, operationId: string = randomUUID()): Promise<payment.CreateSetupIntentResponse> {
  const { userId } = requireRole(ctx, 'USER');
  const customerId = await ensureCustomer(deps, userId);
  const intent = await deps.cards.createSetupIntent({ customerId, accountId: userId, idempotencyKey: idempotencyKeys.setupIntent(operationId) });
  return { provider: paymentNames.paymentProviderNames.toProto(deps.cards.name), setupIntentId: intent.id, clientSecret: intent.clientSecret };
}
