export * as common from './gen/helpwire/common/v1/money';
export * as content from './gen/helpwire/content/v1/content';
export * as contentEvents from './gen/helpwire/content/events/v1/events';
export * as health from './gen/grpc/health/v1/health';
export * as auth from './gen/helpwire/auth/v1/auth';
export * as authEvents from './gen/helpwire/auth/events/v1/events';
export * as payment from './gen/helpwire/payment/v1/payment';
export * as paymentEvents from './gen/helpwire/payment/events/v1/events';
