export { startCallService, migrationsFolder, type CallServiceOptions, type RunningCallService } from './app';
export { callEnv, loadCallConfig, type CallConfig } from './config';
export { callServiceName } from './grpc/server';
export * as callTables from './store/schema';
export { janusOnPath, startJanus, type RunningJanus, type StartJanusOptions } from './adapters/media/janus-process';
export { renderJanusConfig, writeJanusConfig } from './adapters/media/janus-config-files';
export { callMediaEnv } from './config';
export { JanusRooms } from './adapters/media/janus-rooms';
export { JanusRecordingConverter } from './adapters/media/janus-recording-converter';
