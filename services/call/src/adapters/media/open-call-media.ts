import type { Logger } from '@helpwire/service-kit';
import { join, resolve } from 'node:path';
import type { loadCallMediaConfig } from '../../config';
import type { CallMedia } from './call-media';
import { JanusRooms } from './janus-rooms';
import { p2pRooms } from './p2p-rooms';

/** The calls' media from the configuration: Janus rooms with JANUS_URL, peer to peer without; ICE servers either way. */
export function openCallMedia(config: ReturnType<typeof loadCallMediaConfig>, logger: Logger): CallMedia {
  const ice = { stunUrls: config.ICE_STUN_URLS, turnUrls: config.ICE_TURN_URLS, ...(config.TURN_SECRET ? { turnSecret: config.TURN_SECRET } : {}) };
  if (!config.JANUS_URL || !config.JANUS_TOKEN_SECRET) return { rooms: p2pRooms, ice };
  const recordingsDir = resolve(config.JANUS_RECORDINGS_DIR ?? join(config.DATA_DIR, 'recordings'));
  const rooms = new JanusRooms({
    url: config.JANUS_URL,
    publicUrl: config.JANUS_PUBLIC_URL ?? config.JANUS_URL,
    tokenSecret: config.JANUS_TOKEN_SECRET,
    recordingsDir,
    logger,
  });
  return { rooms, ice, recordingsDir };
}
