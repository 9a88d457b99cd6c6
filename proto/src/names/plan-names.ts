import { BillingInterval } from '../gen/helpwire/payment/v1/plan';
import { enumNames } from './enum-names';

/** How often a storage plan is paid for, as REST and the database name it. */
export const billingIntervalNames = enumNames(BillingInterval.BILLING_INTERVAL_UNSPECIFIED, {
  MONTH: BillingInterval.BILLING_INTERVAL_MONTH,
});
