export { startMatchingService, migrationsFolder, type MatchingServiceOptions, type RunningMatchingService } from './app';
export { matchingEnv, loadMatchingConfig, type MatchingConfig } from './config';
export { matchingServiceName } from './grpc/server';
export * as matchingTables from './store/schema';
