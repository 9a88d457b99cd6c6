export * as common from './gen/helpwire/common/v1/money';
export * as content from './gen/helpwire/content/v1/content';
// The policies' versions (decision 0081).
export * as contentPolicies from './gen/helpwire/content/v1/policies';
export * as contentEvents from './gen/helpwire/content/events/v1/events';
export * as health from './gen/grpc/health/v1/health';
export * as auth from './gen/helpwire/auth/v1/auth';
export * as authEvents from './gen/helpwire/auth/events/v1/events';
export * as payment from './gen/helpwire/payment/v1/payment';
export * as paymentEvents from './gen/helpwire/payment/events/v1/events';
export * as ledger from './gen/helpwire/payment/v1/ledger';
export * as charge from './gen/helpwire/payment/v1/charge';
export * as realtimeEvents from './gen/helpwire/realtime/events/v1/events';
export * as authNames from './names/auth-names';
export * as contentNames from './names/content-names';
export * as paymentNames from './names/payment-names';
export { enumNames, type EnumNames } from './names/enum-names';
export * as call from './gen/helpwire/call/v1/call';
export * as matching from './gen/helpwire/matching/v1/matching';
export * as callEvents from './gen/helpwire/call/events/v1/events';
export * as callNames from './names/call-names';
export * as recording from './gen/helpwire/call/v1/recording';
export * as recordingNames from './names/recording-names';
export * as afterCall from './gen/helpwire/call/v1/after_call';
export * as afterCallNames from './names/after-call-names';
// Disputes (issue 13).
export * as dispute from './gen/helpwire/payment/v1/dispute';
export * as disputeNames from './names/dispute-names';
// Helper bank details and withdrawals (issue 13).
export * as withdrawal from './gen/helpwire/payment/v1/withdrawal';
export * as withdrawalNames from './names/withdrawal-names';
// Recording storage plans (issue 25).
export * as plan from './gen/helpwire/payment/v1/plan';
export * as planNames from './names/plan-names';
export * as notification from './gen/helpwire/notification/v1/notification';
export * as notificationNames from './names/notification-names';
export * as audit from './gen/helpwire/audit/v1/audit';
export * as auditEvents from './gen/helpwire/audit/events/v1/events';
