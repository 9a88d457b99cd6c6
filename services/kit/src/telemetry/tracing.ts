import type * as OtlpExporter from '@opentelemetry/exporter-trace-otlp-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as ExpressInst from '@opentelemetry/instrumentation-express';
import type * as GrpcInst from '@opentelemetry/instrumentation-grpc';
import type * as HttpInst from '@opentelemetry/instrumentation-http';
import type * as PgInst from '@opentelemetry/instrumentation-pg';
import type * as Resources from '@opentelemetry/resources';
import type * as TraceSdk from '@opentelemetry/sdk-trace-node';

/**
 * Starts OpenTelemetry tracing (HTTP → express → gRPC → PostgreSQL; NATS through outbox headers)
 * when an OTLP endpoint is configured. Call it first in main.ts, before the instrumented modules
 * load. Returns a shutdown function that sends the spans still batched. Without an endpoint nothing
 * is loaded: the SDK costs start-up time and memory that a process without a collector should not pay.
 *
 * The trace SDK alone, not the all-signals `sdk-node`: we export traces only, and sdk-node brings
 * every metrics and logs exporter with it (about 150 MB of node_modules that npm installs and the
 * service images would carry).
 */
export function startTracing(serviceName: string, endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT): () => Promise<void> {
  if (!endpoint) return async () => undefined;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeTracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace-node') as typeof TraceSdk;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpExporter;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof HttpInst;
  const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express') as typeof ExpressInst;
  const { GrpcInstrumentation } = require('@opentelemetry/instrumentation-grpc') as typeof GrpcInst;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof PgInst;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': `helpwire-${serviceName}` }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))],
  });
  // The global tracer, the async-hooks context and the W3C trace-context propagation.
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation()],
  });
  return async () => {
    unregister();
    await provider.shutdown();
  };
}
