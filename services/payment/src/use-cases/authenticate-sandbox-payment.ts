import { PaymentTexts, sandboxAuthenticatePaymentBody } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { AppError, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { findCallCharge } from '../store/charge-store';
import { sandboxOf } from './sandbox-setup';
import type { CardDeps } from './deps';

/**
 * POST /payment/sandbox/authenticate-payment: the simulated 3-D Secure step of the caller's own call
 * hold (decision 0031), what the bank's page would ask. Approved, the hold is held; failed, nothing
 * is. Either way the web asks for the call again with its id, and AuthorizeCall reads the answer
 * back. A step already answered says where it stands.
 */
export async function sandboxAuthenticatePayment(
  deps: CardDeps,
  request: payment.SandboxAuthenticatePaymentRequest,
  ctx: CallContext,
): Promise<payment.SandboxAuthenticatePaymentResponse> {
  const sandbox = sandboxOf(deps);
  const { userId } = requireRole(ctx, 'USER');
  const input = validateInput(sandboxAuthenticatePaymentBody, request);
  const row = await findCallCharge(deps.db, input.callId);
  if (!row || row.userId !== userId || row.holdIntentId !== input.paymentIntentId)
    throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
  const intent = await sandbox.retrievePaymentIntent(input.paymentIntentId);
  if (intent?.status === 'requires_action')
    return { held: (await sandbox.authenticatePayment(input.paymentIntentId, input.clientSecret, input.outcome)).status === 'requires_capture' };
  if (intent?.clientSecret !== input.clientSecret) throw new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
  return { held: intent.status === 'requires_capture' };
}
