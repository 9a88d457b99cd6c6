export { startCallService, migrationsFolder, type CallServiceOptions, type RunningCallService } from './app';
export { callEnv, loadCallConfig, type CallConfig } from './config';
export { callServiceName } from './server';
export * as callTables from './store/schema';
export { janusOnPath, startJanus, type RunningJanus, type StartJanusOptions } from './media/janus-process';
export { renderJanusConfig, writeJanusConfig } from './media/janus-config-files';
export { callMediaEnv } from './config';
export { JanusRooms } from './media/janus-rooms';
export { JanusRecordingConverter } from './media/janus-recording-converter';
