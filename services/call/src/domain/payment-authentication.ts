import { CallTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { HoldAuthentication } from '../ports/call-payments';

/** The bank's 3-D Secure step the call's hold waits for, and the call id to ask again with after it. */
export interface PaymentAuthentication extends HoldAuthentication {
  callId: string;
}

/**
 * The call's hold waits for the user's 3-D Secure step (decision 0031): nobody was rung and nothing
 * was written. A refusal with its own reason code, carrying what the browser needs for the step;
 * the gRPC handler answers it as RequestCallResponse.payment_authentication.
 */
export class PaymentAuthenticationNeeded extends AppError {
  constructor(readonly authentication: PaymentAuthentication) {
    super('FAILED_PRECONDITION', CallTexts.paymentAuthenticationAction, 'CALL_PAYMENT_AUTHENTICATION_ACTION');
  }
}
