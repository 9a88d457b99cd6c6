import type { Logger } from '@helpwire/service-kit';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { JanodeConnection, JanodeHandle } from 'janode';
import type { CallRoom, JanusAccess, MediaRooms } from '../../ports/media-rooms';
import { roomAdminKey, signCoreToken, signRoomToken } from './janus-token';

export interface JanusRoomsOptions {
  /** The Janus API over WebSockets as the call service reaches it, e.g. ws://127.0.0.1:8188. */
  url: string;
  /** The browser-facing WebSocket URL handed out in roomDetails (JANUS_PUBLIC_URL; `url` when unset). */
  publicUrl: string;
  /** Janus' `token_auth_secret`: signs the service's own token and each side's. */
  tokenSecret: string;
  /** Where Janus writes a room's recordings (a folder per call beneath it), as Janus sees its disk. */
  recordingsDir: string;
  logger: Logger;
  /** How long one Janus request may take before the room is given up (default 5 s). */
  requestTimeoutMs?: number;
}

/** VideoRoom's "No such room": destroying a room already gone is fine. */
const noSuchRoom = 426;
/** The service's own connection renews its token this often (it is signed for twice as long). */
const serviceTokenRenewMs = 12 * 3600_000;

interface Link {
  connection: JanodeConnection;
  handle: JanodeHandle;
  renewAfter: number;
}

/** janode rejects a plugin error with `<code> <text>` and the code in `_code`. */
function errorCode(error: unknown): number | undefined {
  const code = (error as { _code?: unknown } | null)?._code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Rooms in Janus' VideoRoom through Meetecho's janode: one room per call (room id = call id, string
 * ids), a random secret (to end it) and pin (to join it), signed tokens required to join, recording
 * per the call's choice into `<recordingsDir>/<callId>` and locked (only the secret changes it).
 * One WebSocket connection and VideoRoom handle serve every call; it is made again after an error.
 */
export class JanusRooms implements MediaRooms {
  readonly kind = 'JANUS' as const;
  private link: Promise<Link> | undefined;
  private closed = false;

  constructor(private readonly options: JanusRoomsOptions) {}

  async createRoom(callId: string, { recording }: { recording: boolean }): Promise<CallRoom> {
    const room: CallRoom = { callId, media: 'JANUS', pin: randomBytes(12).toString('base64url'), secret: randomBytes(24).toString('base64url'), recording };
    const answer = await this.request({
      request: 'create',
      room: callId,
      admin_key: roomAdminKey(this.options.tokenSecret),
      description: `Helpwire call ${callId}`,
      permanent: false,
      is_private: true,
      secret: room.secret,
      pin: room.pin,
      signed_tokens: true,
      // Each side publishes camera and screen on one PeerConnection.
      publishers: 2,
      notify_joining: true,
      record: recording,
      rec_dir: join(this.options.recordingsDir, callId),
      lock_record: true,
    });
    if (answer.videoroom !== 'created') throw new Error(`Janus did not create the room of ${callId}: ${JSON.stringify(answer)}`);
    return room;
  }

  /** VideoRoom's enable_recording with the room's secret (the recording is locked to it). */
  async setRecording(room: CallRoom, recording: boolean): Promise<void> {
    const answer = await this.request({ request: 'enable_recording', room: room.callId, secret: room.secret, record: recording });
    if (answer.videoroom !== 'success') throw new Error(`Janus did not change the recording of ${room.callId}: ${JSON.stringify(answer)}`);
  }

  async destroyRoom(room: CallRoom): Promise<void> {
    try {
      await this.request({ request: 'destroy', room: room.callId, secret: room.secret, permanent: false });
    } catch (error) {
      if (errorCode(error) !== noSuchRoom) throw error;
    }
  }

  accessOf(room: CallRoom, expiresAt: Date): JanusAccess {
    const { tokenSecret, publicUrl } = this.options;
    return {
      url: publicUrl,
      room: room.callId,
      pin: room.pin ?? '',
      token: signCoreToken(tokenSecret, expiresAt),
      roomToken: signRoomToken(tokenSecret, room.callId, expiresAt),
      expiresAt: expiresAt.toISOString(),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const link = this.link;
    this.link = undefined;
    if (link) await link.then((l) => l.connection.close()).catch(() => undefined);
  }

  /** One VideoRoom request on the shared handle; its plugin answer, or a rejection (Janus' error, or no answer in time). */
  private async request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const timeoutMs = this.options.requestTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Janus did not answer ${String(body.request)} within ${timeoutMs} ms`)), timeoutMs);
    });
    const current = this.connected();
    try {
      const link = await Promise.race([current, timeout]);
      const answer = await Promise.race([link.handle.message(body), timeout]);
      return answer.plugindata?.data ?? {};
    } catch (error) {
      // A plugin's refusal leaves the link sound; anything else (closed socket, timeout) drops it.
      if (errorCode(error) === undefined) this.drop(current);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private connected(): Promise<Link> {
    if (this.closed) return Promise.reject(new Error('the Janus rooms are closed'));
    if (this.link) {
      const current = this.link;
      return current.then((link) => {
        if (link.renewAfter > Date.now()) return link;
        this.drop(current);
        return this.connected();
      });
    }
    const link = this.connect();
    this.link = link;
    link.catch(() => this.drop(link));
    return link;
  }

  private drop(link: Promise<Link>): void {
    if (this.link !== link) return;
    this.link = undefined;
    link.then((l) => l.connection.close()).catch(() => undefined);
  }

  private async connect(): Promise<Link> {
    const { default: Janode } = await import('janode');
    const { default: VideoRoomPlugin } = await import('janode/plugins/videoroom');
    Janode.Logger.setLevel('none');
    const token = signCoreToken(this.options.tokenSecret, new Date(Date.now() + 2 * serviceTokenRenewMs));
    const connection = await Janode.connect({ address: { url: this.options.url, token }, retry_time_secs: 1, max_retries: 1 });
    const self = this.link;
    const lost = (why: string) => () => {
      if (this.closed || !self || this.link !== self) return;
      this.options.logger.warn({ janus: this.options.url }, `the Janus connection ${why}; the next room request connects again`);
      this.drop(self);
    };
    connection.on(Janode.EVENT.CONNECTION_CLOSED ?? 'connection_closed', lost('closed'));
    connection.on(Janode.EVENT.CONNECTION_ERROR ?? 'connection_error', lost('failed'));
    try {
      const session = await connection.create();
      const handle = await session.attach(VideoRoomPlugin);
      return { connection, handle, renewAfter: Date.now() + serviceTokenRenewMs };
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
  }
}
