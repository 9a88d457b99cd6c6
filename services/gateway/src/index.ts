export { startGateway, type GatewayUpstream, type RunningGateway } from './start-gateway';
export { createGatewayApp, type GatewayAppOptions } from './app';
export { gatewayEnv, loadGatewayConfig, type GatewayConfig } from './config';
export { JwtTokenVerifier, type TokenVerifier } from './http/authentication';
