export { startContentService, migrationsFolder, type ContentServiceOptions, type RunningContentService } from './app';
export { contentEnv, loadContentConfig, type ContentConfig } from './config';
export { contentServiceName } from './grpc/server';
export * as contentTables from './store/schema';
