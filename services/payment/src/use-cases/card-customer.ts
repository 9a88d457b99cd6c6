import { idempotencyKeys } from '../adapters/providers/card-idempotency';
import { findCustomerId, saveCustomerId } from '../store/card-store';
import type { CardDeps } from './deps';

/**
 * The account's customer at the provider, made on first use. The key is the account's: two
 * first setups at once get the same customer from the provider, and the row records it once.
 * `known`: the customer the caller already read with the account's card (no second read).
 */
export async function ensureCustomer(deps: CardDeps, accountId: string, known?: string | null): Promise<string> {
  const existing = known ?? (await findCustomerId(deps.db, accountId, deps.cards.name));
  if (existing) return existing;
  const created = await deps.cards.createCustomer({ accountId, idempotencyKey: idempotencyKeys.customer(accountId) });
  return saveCustomerId(deps.db, accountId, deps.cards.name, created);
}
