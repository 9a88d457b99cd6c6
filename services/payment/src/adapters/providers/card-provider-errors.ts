import { PaymentTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';

/** A card the provider declined (Stripe's `card_declined`, or the sandbox's 4000 0000 0000 0002). */
export const cardDeclined = () => new AppError('FAILED_PRECONDITION', PaymentTexts.cardDeclined, 'PAYMENT_CARD_DECLINED');

/** A charge that needs the customer present for 3-D Secure (off-session it cannot be done). */
export const authenticationRequired = () => new AppError('FAILED_PRECONDITION', PaymentTexts.authenticationRequired, 'PAYMENT_AUTHENTICATION_REQUIRED');

export const providerUnavailable = () => new AppError('UNAVAILABLE', PaymentTexts.providerUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE');
