import { sandboxConfirmSetupBody } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { ownSetupIntent } from './card-owned';
import { sandboxOf, sandboxSetupResult } from './sandbox-setup';
import type { CardDeps } from './deps';

/**
 * POST /payment/sandbox/confirm-setup: the test card form, answered as Stripe's test mode would.
 * The number is checked and dropped; only brand, last 4 and expiry are kept.
 */
export async function sandboxConfirmSetup(
  deps: CardDeps,
  request: payment.SandboxConfirmSetupRequest,
  ctx: CallContext,
): Promise<payment.SandboxConfirmSetupResponse> {
  const sandbox = sandboxOf(deps);
  const { userId } = requireRole(ctx, 'USER');
  const form = validateInput(sandboxConfirmSetupBody, { ...request, name: request.name || undefined });
  await ownSetupIntent(deps, userId, form.setupIntentId);
  const intent = await sandbox.confirmSetup(form.setupIntentId, form.clientSecret, form);
  return { result: await sandboxSetupResult(deps, userId, intent) };
}
