export * from '../telemetry/tracing';
