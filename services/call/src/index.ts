export { startCallService, migrationsFolder, type CallServiceOptions, type RunningCallService } from './app';
export { callEnv, loadCallConfig, type CallConfig } from './config';
export { callServiceName } from './server';
export * as callTables from './store/schema';
