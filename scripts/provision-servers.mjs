// Makes sure the servers the integration tests use are running: PostgreSQL, Redis and NATS with
// JetStream. Starts an installed server that is stopped, and installs a missing one from Debian's
// packages (the machines that run the tests are Debian, as root).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a shell command, its output on ours; rejects when it fails (async: `npm test` builds meanwhile). */
function sh(command) {
  console.log(`> ${command}`);
  return new Promise((resolve, reject) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code})`))));
  });
}

function has(binary) {
  try {
    execSync(`command -v ${binary}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let aptUpdated = false;
async function aptInstall(...packages) {
  if (!aptUpdated) await sh('apt-get update -qq');
  aptUpdated = true;
  await sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`);
}

/** Resolves true when something accepts TCP connections on host:port. */
export function portOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    // A timer that fires late (the event loop was busy: the build walks the sources) would beat a
    // connection already made; the answer waits for the I/O already pending to be read first.
    socket.setTimeout(timeoutMs, () => setImmediate(() => done(false)));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(port, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return;
    await sleep(250);
  }
  throw new Error(`${name} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}

async function ensurePostgres() {
  if (await portOpen(5432)) return;
  if (!has('pg_ctlcluster')) await aptInstall('postgresql');
  const versions = readdirSync('/etc/postgresql');
  if (versions.length === 0) throw new Error('PostgreSQL is installed but has no cluster in /etc/postgresql');
  // "Already running" (exit 2) is a cluster that answers once it is up, as a started one does.
  await sh(`pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`).catch(async (error) => {
    if (!(await portOpen(5432, '127.0.0.1', 5000))) throw error;
  });
  await waitForPort(5432, 'PostgreSQL');
}

async function ensureRedis() {
  if (await portOpen(6379)) return;
  if (!has('redis-server')) await aptInstall('redis-server');
  await sh('mkdir -p /var/lib/redis /var/log/redis');
  await sh('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log');
  await waitForPort(6379, 'Redis');
}

async function ensureNats() {
  if (await portOpen(4222)) return;
  if (!has('nats-server') && !existsSync('/usr/sbin/nats-server')) await aptInstall('nats-server');
  const binary = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
  await sh('mkdir -p /var/lib/nats-server');
  await sh(`start-stop-daemon --start --oknodo --background --exec ${binary} -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log`);
  await waitForPort(4222, 'NATS');
}

/**
 * Debian's Chromium for the browser tests (playwright-core drives it; it never downloads one): the
 * headless shell, the same engine without the browser's user interface at about half the CPU a page
 * costs, and the full browser for the suites that need what only it has (decision 0048).
 */
const CHROMIUM = { shell: ['chromium-headless-shell', '/usr/bin/chromium-headless-shell'], full: ['chromium', '/usr/bin/chromium'] };

/**
 * Janus (calls' media server), its recording tools (janus-pp-rec), coturn and ffmpeg from Debian:
 * the call service's Janus tests start a real Janus from deploy/janus (decision 0025).
 */
const MEDIA_SERVERS = [
  ['janus', '/usr/bin/janus'],
  ['janus-tools', '/usr/bin/janus-pp-rec'],
  ['coturn', '/usr/bin/turnserver'],
  ['ffmpeg', '/usr/bin/ffmpeg'],
];

/** Installs Chromium and the media servers where missing, in one apt-get. */
async function ensureBrowsersAndMediaServers() {
  const missing = [...Object.values(CHROMIUM), ...MEDIA_SERVERS].filter(([, binary]) => !existsSync(binary)).map(([name]) => name);
  if (missing.length > 0) await aptInstall(...missing);
  return { chromium: { shell: CHROMIUM.shell[1], full: CHROMIUM.full[1] }, janus: '/usr/bin/janus' };
}

/** Starts or installs what is missing; resolves with the URLs the tests use. */
export async function provisionServers() {
  await ensurePostgres();
  await ensureRedis();
  await ensureNats();
  const { chromium, janus } = await ensureBrowsersAndMediaServers();
  return {
    chromium,
    janus,
    pgAdminUrl: process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  };
}
