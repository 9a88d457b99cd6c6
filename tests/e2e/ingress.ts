import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** Where the ingress sends a path: the API and the realtime channel to a gateway, the rest to the web server. */
export interface IngressRoutes {
  gateway: string;
  web: string;
}

export interface RunningIngress {
  url: string;
  stop(): Promise<void>;
}

const toGateway = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/call-gateway') || path === '/janus' || path.startsWith('/janus/') || path.startsWith('/janus?');

/**
 * The chart's ingress in miniature (decision 0018: `/api`, `/call-gateway` and `/janus` to the gateway, `/` to
 * the web apps), so a browser sees one origin in the distributed form. Each ingress pins one gateway
 * replica: two of them put two browsers on two replicas, as a load balancer may. WebSocket upgrades
 * are passed through byte for byte.
 */
export async function startIngress(routes: IngressRoutes): Promise<RunningIngress> {
  const target = (path: string) => new URL(toGateway(path) ? routes.gateway : routes.web);
  const sockets = new Set<Socket>();
  const agent = new Agent({ keepAlive: true });
  const server: Server = createServer((req, res) => {
    const to = target(req.url ?? '/');
    const upstream = request(
      {
        agent,
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const to = target(req.url ?? '/');
    const upstream = connect(Number(to.port), to.hostname, () => {
      const headers = Object.entries(req.headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => `${name}: ${v}`) : [`${name}: ${value ?? ''}`],
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', close);
    client.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
