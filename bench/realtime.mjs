#!/usr/bin/env node
// `npm run bench:realtime`: BENCH_SOCKETS (1,000) signed-in sockets on the realtime channel
// (/call-gateway, the whole product in one process on PostgreSQL, JetStream and Redis: the
// redis-streams adapter and the bus of the distributed form), then BENCH_EVENTS deliveries published
// on the bus at BENCH_RATE per second, each to a random account, as the call service's outbox relay
// publishes them. Prints p50/p95/p99 of bus publish → socket receive, lost and misrouted deliveries, and the
// product's heap and resident memory per connected socket after a full GC. bench:ring (the call service's call-helper →
// incomming-call) adds its scenario on the same kit (bench/realtime-kit.mjs).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { provisionServers } from '../scripts/provision-servers.mjs';
import { cpuLine, cpuMeter, freePort, recordReading, withAllInOne } from './bench-kit.mjs';
import { collectedMemory, connectSockets, deliveryPublisher, now, percentiles, signedUpUsers } from './realtime-kit.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
const RATE = Number(process.env.BENCH_RATE ?? 300);

const servers = await provisionServers();
const suffix = randomBytes(4).toString('hex');
const inspectorPort = await freePort();
const nats = { natsUrl: servers.natsUrl, stream: `HELPWIRE_BENCH_${suffix}`, subjectPrefix: `bench${suffix}.` };

await withAllInOne(
  'helpwire_bench_realtime',
  async ({ base, pid, databaseUrl, header }) => {
    let started = Date.now();
    const accounts = await signedUpUsers(base, SOCKETS);
    console.log(`${accounts.length} accounts signed up and verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const before = await collectedMemory(inspectorPort);
    started = Date.now();
    const sockets = await connectSockets(base, accounts);
    const connectSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await collectedMemory(inspectorPort);
    console.log(`${sockets.length} sockets connected in ${connectSeconds.toFixed(1)} s`);

    const latencies = [];
    const misrouted = [];
    // A socket the gateway drops (its heartbeat missed on a starved machine) loses what is sent to it meanwhile: counted apart.
    let disconnected = 0;
    for (const socket of sockets) socket.once('disconnect', () => disconnected++);
    sockets.forEach((socket, i) =>
      socket.on('in-app-notification', ({ notification }) => {
        const { seq, to, sentAt } = JSON.parse(notification.id);
        if (to !== accounts[i].id) misrouted.push(seq);
        latencies.push(now() - sentAt);
      }),
    );

    const publisher = await deliveryPublisher(nats);
    const publish = (seq) => {
      const target = accounts[Math.floor(Math.random() * accounts.length)];
      // A notice of the shape the gateway checks before it emits; its id carries what the bench measures.
      const notification = {
        id: JSON.stringify({ seq, to: target.id, sentAt: now() }),
        read: false,
        createdAt: new Date().toISOString(),
        kind: 'CALL_MISSED',
        translations: [{ language: 'en', title: 'bench', body: 'bench' }],
        identify: {},
      };
      return publisher.publish({ accountIds: [target.id], eventName: 'in-app-notification', payload: { notification, unread: 1 } });
    };
    // Warm-up: 100 deliveries, not counted.
    for (let seq = 0; seq < 100; seq++) await publish(seq);
    await new Promise((r) => setTimeout(r, 1500));
    latencies.length = 0;

    const meter = await cpuMeter({ pid, databaseUrl });
    started = Date.now();
    const pending = [];
    for (let seq = 0; seq < EVENTS; seq++) {
      const due = started + (seq * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(publish(seq));
    }
    await Promise.all(pending);
    const deadline = Date.now() + 10_000;
    while (latencies.length < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (Date.now() - started) / 1000;
    const cpu = await meter.read();

    const { p50, p95, p99, max } = percentiles(latencies);
    console.log(
      `\n${EVENTS} deliveries at ${RATE}/s to random accounts among ${sockets.length} connected sockets (all-in-one on PostgreSQL + JetStream + Redis; the bench's clients share the 2 cores)\n`,
    );
    console.log(
      'bus publish → socket receive'.padEnd(34),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'max ms'.padStart(8),
      'received'.padStart(10),
      'lost'.padStart(6),
    );
    console.log(
      'in-app-notification'.padEnd(34),
      p50.toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      p99.toFixed(1).padStart(8),
      max.toFixed(1).padStart(8),
      String(latencies.length).padStart(10),
      String(EVENTS - latencies.length).padStart(6),
    );
    console.log(`\nmisrouted (received by another account's socket): ${misrouted.length}; sockets disconnected during the run: ${disconnected}`);
    const perSocket = (field) =>
      `${((after[field] - before[field]) / sockets.length / 1024).toFixed(1)} KiB (${(before[field] / 2 ** 20).toFixed(0)} → ${(after[field] / 2 ** 20).toFixed(0)} MiB)`;
    console.log(`memory per connected socket, after a full GC: heap used ${perSocket('heapUsed')}, resident ${perSocket('rss')}`);
    console.log(cpuLine('deliveries', cpu, EVENTS));
    console.log(`machine load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`);
    recordReading(header, {
      sockets: sockets.length,
      deliveries: EVENTS,
      rate: RATE,
      p50,
      p95,
      p99,
      max,
      received: latencies.length,
      misrouted: misrouted.length,
      disconnected,
      cpuMsPerDelivery: { product: cpu.productMs / EVENTS, postgres: cpu.postgresMs / EVENTS, bench: cpu.benchMs / EVENTS },
    });
    console.log(`(${seconds.toFixed(1)} s of publishing and receiving)`);

    for (const socket of sockets) socket.disconnect();
    await publisher.close();
    return misrouted.length === 0 && latencies.length === EVENTS ? 0 : 1;
  },
  {
    NODE_ENV: 'development',
    NATS_URL: nats.natsUrl,
    NATS_STREAM: nats.stream,
    NATS_SUBJECT_PREFIX: nats.subjectPrefix,
    REDIS_URL: servers.redisUrl,
    REALTIME_REDIS_PREFIX: `bench:realtime:${suffix}`,
    RATE_LIMIT_PREFIX: `bench:rl:${suffix}`,
    // The inspector, on loopback, only so the bench can collect garbage before it measures memory.
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
  },
);
