export { startGateway, type RealtimeExtras, type RunningGateway } from './start-gateway';
export { CHANNEL_READY_EVENT, RECOVERY_WINDOW_MS } from './realtime/realtime-channel';
export { BUDGET_WINDOW_MS, EVENT_LIMITS, SOCKETS_PER_ACCOUNT } from './realtime/realtime-limits';
export type { CallUpstream } from './realtime/call-upstream';
export type { HelperPresence, PresenceLease } from './realtime/helper-presence';
export { createGatewayApp, type GatewayAppOptions } from './app';
export { gatewayAddressEnv, gatewayEnv, gatewayOwnEnv, loadGatewayConfig, type GatewayConfig } from './config';
export { JwtTokenVerifier, type TokenVerifier } from './http/authentication';
