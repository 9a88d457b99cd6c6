import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry tracing (HTTP → express → gRPC → PostgreSQL; NATS through outbox headers)
 * when an OTLP endpoint is configured. Call it first in main.ts, before the instrumented modules
 * load. Returns a shutdown function; without an endpoint it does nothing.
 */
export function startTracing(serviceName: string, endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT): () => Promise<void> {
  if (!endpoint) return async () => undefined;
  const sdk = new NodeSDK({
    serviceName: `helpwire-${serviceName}`,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
