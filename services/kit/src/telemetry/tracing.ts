import type * as OtlpExporter from '@opentelemetry/exporter-trace-otlp-http';
import type * as ExpressInst from '@opentelemetry/instrumentation-express';
import type * as GrpcInst from '@opentelemetry/instrumentation-grpc';
import type * as HttpInst from '@opentelemetry/instrumentation-http';
import type * as PgInst from '@opentelemetry/instrumentation-pg';
import type * as Sdk from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry tracing (HTTP → express → gRPC → PostgreSQL; NATS through outbox headers)
 * when an OTLP endpoint is configured. Call it first in main.ts, before the instrumented modules
 * load. Returns a shutdown function. Without an endpoint nothing is loaded: the SDK costs start-up
 * time and memory that a process without a collector should not pay.
 */
export function startTracing(serviceName: string, endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT): () => Promise<void> {
  if (!endpoint) return async () => undefined;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof Sdk;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpExporter;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof HttpInst;
  const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express') as typeof ExpressInst;
  const { GrpcInstrumentation } = require('@opentelemetry/instrumentation-grpc') as typeof GrpcInst;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof PgInst;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    serviceName: `helpwire-${serviceName}`,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
