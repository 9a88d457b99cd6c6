import { sandboxAuthenticateBody } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { ownSetupIntent } from './card-owned';
import { sandboxOf, sandboxSetupResult } from './sandbox-setup';
import type { CardDeps } from './deps';

/** POST /payment/sandbox/authenticate: the simulated 3-D Secure step of 4000 0025 0000 3155. */
export async function sandboxAuthenticate(
  deps: CardDeps,
  request: payment.SandboxAuthenticateRequest,
  ctx: CallContext,
): Promise<payment.SandboxAuthenticateResponse> {
  const sandbox = sandboxOf(deps);
  const { userId } = requireRole(ctx, 'USER');
  const input = validateInput(sandboxAuthenticateBody, request);
  await ownSetupIntent(deps, userId, input.setupIntentId);
  const intent = await sandbox.authenticate(input.setupIntentId, input.clientSecret, input.outcome);
  return { result: await sandboxSetupResult(deps, userId, intent) };
}
