/**
 * @helpwire/web-core: what every web app shares at run time and holds once (a Module Federation
 * singleton): the runtime config, the HTTP and API clients, the session token, the app store and
 * toasts, i18n, the realtime client, routing helpers, network status, page views, prices and
 * formats. No screens: the design system is @helpwire/ui, screens live in the features.
 */
export * from './config/runtime-config';
export * from './api/http-client';
export * from './api/api-client';
export * from './api/query-client';
export * from './store/app-store';
export * from './store/toasts';
export * from './session/token-storage';
export * from './i18n/language-preference';
export * from './i18n/setup-i18n';
export { registerTexts, type TextSource } from './i18n/text-bundles';
export * from './i18n/machine-translation';
export * from './i18n/validation-text';
export { contractTextKeys } from './i18n/contract-text-keys';
export * from './i18n/error-text';
export * from './i18n/language-label';
export * from './i18n/use-format-day';
export * from './analytics/page-views';
export * from './network/network-status';
export * from './routing/remote-pages';
export * from './routing/return-path';
export * from './realtime/realtime-client';
export * from './realtime/RealtimeProvider';
export * from './pricing/call-pricing';
export * from './pricing/use-format-price';
export * from './images/picture-sources';
