import { createServer, type Server } from 'node:http';
import { metricsRegistry } from './metrics';

/** Serves Prometheus metrics at /metrics on its own port (for services that speak only gRPC). */
export async function serveMetrics(port: number, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
