import { silentLogger } from '@helpwire/service-kit/testing';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { proxyJanusWebSockets, type JanusProxy } from './janus-proxy';

/** A stand-in for Janus' WebSockets: records each upgrade request's head, answers 101, then echoes every byte. */
function fakeJanus(): Promise<{ server: TcpServer; port: number; heads: string[] }> {
  const heads: string[] = [];
  const server = createTcpServer((socket) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      heads.push(buffered.slice(0, end));
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Protocol: janus-protocol\r\n\r\n');
      const rest = buffered.slice(end + 4);
      if (rest) socket.write(`echo:${rest}`);
      socket.on('data', (more) => socket.write(`echo:${more.toString('latin1')}`));
    };
    socket.on('data', onData);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, heads })));
}

/** Opens a raw connection to the gateway, sends an upgrade for `path`, and reads what comes back until `until` appears. */
async function upgrade(port: number, path: string, extra = ''): Promise<{ socket: Socket; read: (until: string) => Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.on('close', () => waiters.splice(0).forEach((wake) => wake()));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: helpwire.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: janus-protocol\r\nX-Forwarded-For: 6.6.6.6\r\n\r\n${extra}`,
  );
  const read = async (until: string) => {
    const started = Date.now();
    while (!received.includes(until) && !socket.destroyed && Date.now() - started < 3000) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return received;
  };
  return { socket, read };
}

describe('the /janus WebSocket proxy (decision 0029)', () => {
  let gateway: Server;
  let gatewayPort: number;
  let proxy: JanusProxy;
  let janus: Awaited<ReturnType<typeof fakeJanus>>;
  const accepted: Socket[] = [];

  beforeAll(async () => {
    janus = await fakeJanus();
    gateway = createServer((_, res) => res.end('http'));
    // An upgrade no listener takes keeps its socket: closed by the test itself at the end.
    gateway.on('connection', (socket) => accepted.push(socket));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayPort = (gateway.address() as AddressInfo).port;
    proxy = proxyJanusWebSockets(gateway, `ws://127.0.0.1:${janus.port}/`, silentLogger);
  });

  afterAll(async () => {
    proxy.close();
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => gateway.close(resolve));
    await new Promise((resolve) => janus.server.close(resolve));
  });

  it("passes the browser's upgrade to Janus (its own path and Host, the subprotocol kept, the forwarded-for the hop's) and the bytes both ways", async () => {
    const { socket, read } = await upgrade(gatewayPort, '/janus', 'first');
    expect(await read('echo:first')).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n[\s\S]*Sec-WebSocket-Protocol: janus-protocol[\s\S]*echo:first$/);
    socket.write('second');
    expect(await read('echo:second')).toContain('echo:second');
    const head = janus.heads.at(-1)!;
    expect(head.split('\r\n')[0]).toBe('GET / HTTP/1.1');
    expect(head).toContain(`Host: 127.0.0.1:${janus.port}`);
    expect(head).not.toContain('helpwire.test');
    expect(head).toContain('Sec-WebSocket-Protocol: janus-protocol');
    expect(head).toContain('X-Forwarded-For: 127.0.0.1');
    expect(head).not.toContain('6.6.6.6');
    socket.destroy();
  });

  it('leaves other upgrades to their own listeners (never to Janus)', async () => {
    const before = janus.heads.length;
    const { socket, read } = await upgrade(gatewayPort, '/janus-other');
    // Node answers nothing for an upgrade no listener takes: the proxy wrote nothing either.
    expect(await read('never')).toBe('');
    expect(janus.heads.length).toBe(before);
    socket.destroy();
  });

  it('answers 502 when Janus cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createTcpServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const lonely = createServer();
    await new Promise<void>((resolve) => lonely.listen(0, '127.0.0.1', resolve));
    const lonelyProxy = proxyJanusWebSockets(lonely, `ws://127.0.0.1:${closed}`, silentLogger);
    const { socket, read } = await upgrade((lonely.address() as AddressInfo).port, '/janus');
    expect(await read('\r\n\r\n')).toMatch(/^HTTP\/1\.1 502 Bad Gateway\r\n/);
    socket.destroy();
    lonelyProxy.close();
    lonely.closeAllConnections();
    await new Promise((resolve) => lonely.close(resolve));
  });
});
