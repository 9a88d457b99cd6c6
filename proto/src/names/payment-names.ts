import { PaymentProvider, SetupStatus } from '../gen/helpwire/payment/v1/payment';
import { enumNames } from './enum-names';

/** The payment domain's enums and the names of their values in REST and the web apps. */
export const paymentProviderNames = enumNames(PaymentProvider.PAYMENT_PROVIDER_UNSPECIFIED, {
  sandbox: PaymentProvider.PAYMENT_PROVIDER_SANDBOX,
  stripe: PaymentProvider.PAYMENT_PROVIDER_STRIPE,
});

export const setupStatusNames = enumNames(SetupStatus.SETUP_STATUS_UNSPECIFIED, {
  succeeded: SetupStatus.SETUP_STATUS_SUCCEEDED,
  requires_action: SetupStatus.SETUP_STATUS_REQUIRES_ACTION,
});
