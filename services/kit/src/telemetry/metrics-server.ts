import { createServer, type Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import { metricsRegistry } from './metrics';

/**
 * Serves Prometheus metrics at /metrics on its own port, apart from any public port (the gateway's
 * too), and logs the port it bound ("metrics listening"). Rejects when the port cannot be bound; a later server error (e.g. out of file descriptors
 * on accept) is logged, not thrown into the process.
 */
export async function serveMetrics(port: number, host = '0.0.0.0', logger?: Logger): Promise<Server> {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (error) => logger?.error({ err: error }, 'metrics server error'));
      // The bound port, which differs from `port` when it was 0.
      logger?.info({ port: listeningPort(server) }, 'metrics listening');
      resolve();
    });
  });
  return server;
}

/** The port a listening server is bound to (the one picked when it was asked for port 0). */
export function listeningPort(server: NetServer): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server is not listening on a TCP port');
  return address.port;
}
