import { janusOnPath, startJanus } from '@helpwire/call';
import type { Logger } from '@helpwire/service-kit';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AllInOneConfig } from './all-in-one-config';
import { janusSecretFromDataDir } from './data-dir-secret';

export interface CallMediaLaunch {
  /** What the call service reads over its environment (JANUS_URL … of a Janus started here). */
  env: Record<string, string>;
  /** The Janus the gateway proxies at /janus (browsers reach it on the product's origin, decision 0029). */
  janusUrl?: string;
  /** One line for the start banner: how calls' media flows. */
  description: string;
  /** Ends the Janus started here. */
  stop?: () => Promise<void>;
}

/**
 * How all-in-one's calls get media (decision 0025): an external Janus when JANUS_URL is set; else a
 * Janus started here as a child process when a `janus` binary is on PATH (config from deploy/janus
 * rendered into DATA_DIR/janus, its secret generated into DATA_DIR/janus-token-secret, recordings in
 * DATA_DIR/recordings); else peer to peer. Browsers are handed `/janus` on the product's origin
 * (the gateway's proxy) unless JANUS_PUBLIC_URL says otherwise.
 */
export async function launchCallMedia(config: AllInOneConfig, logger: Logger, binary = janusOnPath()): Promise<CallMediaLaunch> {
  const JANUS_PUBLIC_URL = config.JANUS_PUBLIC_URL ?? '/janus';
  if (config.JANUS_URL) return { env: { JANUS_PUBLIC_URL }, janusUrl: config.JANUS_URL, description: `calls through Janus at ${config.JANUS_URL}` };
  if (!config.JANUS_START || !binary) {
    const why = config.JANUS_START ? 'no janus binary on PATH' : 'JANUS_START=false';
    return { env: {}, description: `calls peer to peer, unrecorded (${why}; install the janus package or set JANUS_URL for Janus)` };
  }
  const dataDir = resolve(config.DATA_DIR);
  const tokenSecret = janusSecretFromDataDir(dataDir);
  const recordings = config.JANUS_RECORDINGS_DIR ?? join(dataDir, 'recordings');
  mkdirSync(recordings, { recursive: true, mode: 0o700 });
  const janus = await startJanus({
    binary,
    dir: join(dataDir, 'janus'),
    tokenSecret,
    wsPort: config.JANUS_WS_PORT,
    wsIp: config.JANUS_WS_IP,
    logger: logger.child({ component: 'janus' }),
  });
  const endOnExit = endJanusOnExit(janus.pid);
  return {
    env: { JANUS_URL: janus.url, JANUS_PUBLIC_URL, JANUS_TOKEN_SECRET: tokenSecret, JANUS_RECORDINGS_DIR: recordings },
    janusUrl: janus.url,
    description: `calls through Janus (${binary}, pid ${janus.pid}, ${janus.url}, log ${janus.logFile})`,
    stop: async () => {
      await janus.stop();
      endOnExit.cancel();
    },
  };
}

/**
 * Janus outlives a process that exits without its shutdown (a fatal error's exit, a second Ctrl-C):
 * it is a child, not a thread. On such an exit it gets SIGTERM; once the shutdown stopped it, nothing.
 */
function endJanusOnExit(pid: number): { cancel(): void } {
  const end = () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', end);
  return { cancel: () => process.off('exit', end) };
}
