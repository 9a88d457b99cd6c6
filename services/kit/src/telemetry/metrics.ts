import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process: in all-in-one mode every service reports into it, labelled by service. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const grpcServerDuration = new Histogram({
  name: 'grpc_server_handling_seconds',
  help: 'Time to handle a unary gRPC call',
  labelNames: ['service', 'method', 'code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request at the gateway',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: 'events_published_total',
  help: 'Events published from an outbox to the event bus',
  labelNames: ['subject'] as const,
  registers: [metricsRegistry],
});

export const eventsConsumed = new Counter({
  name: 'events_consumed_total',
  help: 'Events handled by a consumer, by outcome (processed, duplicate, failed)',
  labelNames: ['consumer', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const realtimeTransportsCut = new Counter({
  name: 'realtime_transports_cut_total',
  help: 'Realtime connections closed for sending more frames or bytes than any real call does (before socket.io decoded them)',
  registers: [metricsRegistry],
});

export const realtimeSockets = new Gauge({
  name: 'realtime_sockets_connected',
  help: "Sockets connected to this gateway's realtime channel (/call-gateway), by session role",
  labelNames: ['role'] as const,
  registers: [metricsRegistry],
});
