import type { IncomingMessage, Server } from 'node:http';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import type { Duplex } from 'node:stream';
import type { Logger } from '@helpwire/service-kit';

/** Where browsers reach Janus' WebSocket API on the product's own origin (decision 0029). */
export const JANUS_PATH = '/janus';

/** How long Janus may take to accept the TCP connection before the browser is answered 502. */
const CONNECT_TIMEOUT_MS = 5000;

/** Headers of the browser's upgrade that are the hop's own, never forwarded (Host is Janus'). */
const HOP_HEADERS = new Set(['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

export interface JanusProxy {
  /** Closes every proxied connection (the gateway is stopping). */
  close(): void;
}

function refuse(socket: Duplex, status: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

/** The upgrade request as Janus gets it: its own path and Host, the browser's other headers, where it came from. */
function upgradeRequest(req: IncomingMessage, target: URL): string {
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!HOP_HEADERS.has(name.toLowerCase())) lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
  }
  lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Passes WebSocket upgrades of `/janus` through to Janus (`upstream`, ws:// or wss://) byte for
 * byte, so a browser needs only the product's origin (and its Content-Security-Policy `'self'`).
 * Janus checks every request's signed token itself; the proxy adds no authority of its own. Other
 * upgrades (the realtime channel's) are left to their own listeners.
 */
export function proxyJanusWebSockets(server: Server, upstream: string, logger: Logger): JanusProxy {
  const target = new URL(upstream);
  const secure = target.protocol === 'wss:';
  const port = Number(target.port) || (secure ? 443 : 80);
  const open = new Set<Socket>();

  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== JANUS_PATH && path !== `${JANUS_PATH}/`) return;
    if ((req.headers.upgrade ?? '').toLowerCase() !== 'websocket') return refuse(client, '400 Bad Request');
    const janus: Socket = secure ? connectTls({ host: target.hostname, port, servername: target.hostname }) : connectTcp({ host: target.hostname, port });
    open.add(janus);
    janus.setTimeout(CONNECT_TIMEOUT_MS, () => {
      if (janus.connecting) janus.destroy(new Error('Janus did not accept the connection in time'));
    });
    let connected = false;
    janus.once(secure ? 'secureConnect' : 'connect', () => {
      connected = true;
      janus.setTimeout(0);
      janus.setNoDelay(true);
      janus.write(upgradeRequest(req, target));
      if (head.length > 0) janus.write(head);
      janus.pipe(client);
      client.pipe(janus);
    });
    janus.on('error', (error) => {
      if (connected) return client.destroy();
      logger.warn({ err: error }, 'Janus WebSocket proxy: upstream connection failed');
      refuse(client, '502 Bad Gateway');
    });
    janus.on('close', () => {
      open.delete(janus);
      client.destroy();
    });
    client.on('error', () => janus.destroy());
    client.on('close', () => janus.destroy());
  });

  return {
    close() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
