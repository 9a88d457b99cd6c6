import { InProcessEventBus } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { connected, publishDelivery, realtimeAccountsOf, received, waitUntil } from './realtime-clients';
import { startStack, TEST_JWT_SECRET, type Stack } from './stack';

const repoRoot = join(__dirname, '..', '..');

interface GatewayProcess {
  base: string;
  output: () => string;
  stop(): Promise<void>;
}

/** The built gateway (services/gateway/dist/main.js) as its own process, on a port it picks and logs. */
async function gatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [join(repoRoot, 'services/gateway/dist/main.js')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_REQUESTS: 'false', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitUntil(() => /"msg":"gateway listening"/.test(output) || child.exitCode !== null, 30_000, 'the gateway to listen');
  const line = output.split('\n').find((l) => l.includes('"msg":"gateway listening"'));
  if (!line) throw new Error(`the gateway did not start:\n${output}`);
  const { port } = JSON.parse(line) as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Two gateway replicas as two processes on one Redis (issue 11): only replica A reads the bus, so an
 * event that reaches a socket on replica B can only have come through the redis-streams adapter.
 */
describe('realtime channel across two gateway processes on one Redis', () => {
  let stack: Stack;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const accounts = realtimeAccountsOf(() => stack);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The stack's own gateway reads a bus nobody publishes on: replica A is the only consumer.
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '100000' }, {}, { bus: new InProcessEventBus(silentLogger) });
    const shared = {
      AUTH_GRPC_ADDR: `127.0.0.1:${stack.auth.port}`,
      CONTENT_GRPC_ADDR: `127.0.0.1:${stack.content.port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REALTIME_REDIS_PREFIX: `test:realtime:${randomBytes(4).toString('hex')}`,
    };
    [a, b] = await Promise.all([
      gatewayProcess({ ...shared, NATS_URL: process.env.TEST_NATS_URL!, NATS_STREAM: stack.bus.stream, NATS_SUBJECT_PREFIX: stack.bus.subjectPrefix }),
      gatewayProcess(shared),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await stack.stop();
  });

  it('an incomming-call consumed by replica A reaches the helper connected to replica B, and no one else', async () => {
    const caller = await accounts.user();
    const helper = await accounts.helper();
    const onB = await connected(b.base, helper.token);
    const otherOnA = await connected(a.base, caller.token);
    sockets.push(onB, otherOnA);
    const [seenB, seenOther] = [received(onB), received(otherOnA)];
    await publishDelivery(stack.bus.bus, { accountIds: [helper.id], eventName: 'incomming-call', payload: { id: caller.id } });
    await waitUntil(() => !!seenB.get('incomming-call'), 10_000, 'the ring on replica B');
    expect(seenB.get('incomming-call')).toEqual([{ id: caller.id }]);
    // The caller's socket on A gets the answer meant for it, and never the helper's ring.
    await publishDelivery(stack.bus.bus, { accountIds: [caller.id], eventName: 'call-accepted', payload: { helperId: helper.id } });
    await waitUntil(() => !!seenOther.get('call-accepted'), 10_000, 'the caller on replica A');
    expect(seenOther.get('incomming-call')).toBeUndefined();
    expect(b.output()).not.toContain('realtime delivery');
  });

  it('a client of replica B that drops for 5 s gets what A delivered meanwhile', async () => {
    const user = await accounts.user();
    const socket = await connected(b.base, user.token);
    sockets.push(socket);
    const seen = received(socket);
    await waitUntil(() => !!seen.get('channel-ready'), 5000, 'the first offset');
    socket.io.engine.close();
    await waitUntil(() => !socket.connected, 5000, 'the drop');
    await publishDelivery(stack.bus.bus, { accountIds: [user.id], eventName: 'missed-call', payload: { id: 'rung-while-away' } });
    await new Promise((r) => setTimeout(r, 5000));
    socket.connect();
    await waitUntil(() => socket.connected, 5000, 'the reconnection');
    expect(socket.recovered).toBe(true);
    await waitUntil(() => !!seen.get('missed-call'), 5000, 'the missed ring');
    expect(seen.get('missed-call')).toEqual([{ id: 'rung-while-away' }]);
  }, 30_000);
});
