import { PaymentTexts } from '@helpwire/contracts';
import { paymentNames, type payment } from '@helpwire/proto';
import { AppError } from '@helpwire/service-kit';
import type { ProviderSetupIntent } from '../adapters/providers/card-provider';
import { SandboxCardProvider } from '../adapters/sandbox/sandbox-card-provider';
import { changeAccountCards, mirrorCard } from '../store/card-store';
import { cardListResult } from './card-result';
import type { CardDeps } from './deps';

/** The sandbox provider, or 403 PAYMENT_SANDBOX_ONLY when cards are on Stripe. */
export function sandboxOf(deps: CardDeps): SandboxCardProvider {
  if (deps.cards instanceof SandboxCardProvider) return deps.cards;
  throw new AppError('PERMISSION_DENIED', PaymentTexts.sandboxOnly, 'PAYMENT_SANDBOX_ONLY');
}

/** Where a sandbox setup stands; once succeeded its card is mirrored (not yet default). */
export async function sandboxSetupResult(deps: CardDeps, accountId: string, intent: ProviderSetupIntent): Promise<payment.SandboxSetupResult> {
  if (intent.status === 'requires_action')
    return { setupIntentId: intent.id, status: paymentNames.setupStatusNames.toProto('requires_action'), card: undefined };
  const card = intent.paymentMethodId ? await deps.cards.retrieveCard(intent.paymentMethodId) : null;
  if (intent.status !== 'succeeded' || !card) throw new AppError('FAILED_PRECONDITION', PaymentTexts.setupNotComplete, 'PAYMENT_SETUP_NOT_COMPLETE');
  const row = await changeAccountCards(deps.db, accountId, deps.cards.name, (tx) => mirrorCard(tx, accountId, deps.cards.name, card));
  return { setupIntentId: intent.id, status: paymentNames.setupStatusNames.toProto('succeeded'), card: (await cardListResult(deps, accountId, row.id)).card };
}
