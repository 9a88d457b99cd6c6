// An abusive client in its own process (so its own work does not slow the product under test):
// one socket at a time floods the realtime channel with chat messages, 24 KB signals and lookups of
// unknown calls, and reconnects whenever the gateway drops it, until the parent says "stop"; it then
// answers what it sent, the acknowledgements it got and how often the gateway disconnected it.
// Usage (fork): realtime-flooder.mjs <base> <token> <callId>
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';

const [base, token, callId] = process.argv.slice(2);
const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(420)}`.slice(0, 24_000);
const stats = { sent: 0, acks: [], disconnections: 0, handshakesRefused: [] };
let flooding = true;
let current = null;

process.on('message', (message) => {
  if (message !== 'stop') return;
  flooding = false;
  current?.disconnect();
});

function connect() {
  const socket = io(base, { path: '/call-gateway', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      stats.handshakesRefused.push(error.data?.code ?? error.message);
      socket.disconnect();
      resolve(null);
    });
  });
}

while (flooding) {
  const socket = await connect();
  if (!socket) {
    // A refused handshake: try again on the next turn of the loop, as a script would.
    await new Promise((resolve) => setImmediate(resolve));
    continue;
  }
  current = socket;
  const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
  const emit = (event, payload) => {
    stats.sent += 1;
    return socket
      .timeout(20_000)
      .emitWithAck(event, payload)
      .then((ack) => void stats.acks.push({ event, ...ack }))
      .catch(() => undefined);
  };
  const round = [];
  for (let i = 0; i < 300; i++) {
    round.push(emit('send-chat-message', { callId, text: `flood ${i}` }));
    round.push(emit('meeting-signal', { callId, signal: { kind: 'description', session: 'flooder', description: { type: 'offer', sdp } } }));
    round.push(emit('get-meeting-state', { callId: randomUUID() }));
  }
  process.send?.({ flooding: stats.sent });
  const reason = await dropped;
  // Dropped by the gateway: a socket.io disconnect (refused too often) or its transport closed (past the transport budget).
  if (flooding && (reason === 'io server disconnect' || reason === 'transport close')) {
    stats.disconnections += 1;
    process.send?.({ disconnected: stats.disconnections });
  }
  await Promise.all(round);
}
process.send?.({ stats });
process.disconnect?.();
