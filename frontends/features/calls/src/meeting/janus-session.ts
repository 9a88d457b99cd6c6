import type { RoomDetails } from '@helpwire/contracts';
import type { JanusJS } from 'janus-gateway';
import { summarizeStats, type StatsSummary } from './call-quality';
import { janusServerUrl, loadJanus } from './janus-client';
import { CAMERA, SCREEN, streamRole, worseState, type SubscribedStream } from './janus-streams';
import type { RemoteMedia } from './peer-session';
import { swapCameraTrack } from './camera-facing';
import { sendFirstFrameWhole } from './camera-first-frame';

/** A call's Janus access as roomDetails hands it to one side (decision 0025; the contracts' schema). */
type JanusAccess = NonNullable<RoomDetails['janus']>;

/** What the call screen hears from a session; bound when the call shows (what came before is replayed then). */
export interface MeetingListeners {
  onRemoteMedia: (media: RemoteMedia) => void;
  onConnectionState?: (state: RTCPeerConnectionState) => void;
  /** Janus refused or lost the session (wrong token, server gone). */
  onFailure?: (reason: string) => void;
}

export interface JanusSessionOptions extends Partial<MeetingListeners> {
  access: JanusAccess;
  iceServers: RTCIceServer[];
  /** Shown to the other side's Janus handle only (never to a person). */
  display: string;
}

type Janus = JanusJS.Janus;
type Handle = JanusJS.PluginHandle;
type Message = JanusJS.Message;
type Jsep = JanusJS.JSEP;

/** A stream of a publisher as VideoRoom lists it (`publishers` in joined / event). */
interface PublishedStream {
  mid: string;
  type: string;
  disabled?: boolean;
  description?: string;
}
interface Publisher {
  id: string;
  streams?: PublishedStream[];
}

const VIDEOROOM = 'janus.plugin.videoroom';

/** A stream's microphone and camera as janus.js publishes them (the tracks are this side's: janus.js never stops them). */
function trackOptions(stream: MediaStream): JanusJS.TrackOption[] {
  return [
    ...stream.getAudioTracks().map((capture) => ({ type: 'audio' as const, capture, recv: false, dontStop: true })),
    ...stream.getVideoTracks().map((capture) => ({ type: 'video' as const, capture, recv: false, dontStop: true })),
  ];
}
/** How long a lost WebSocket to Janus is claimed back before the meeting fails (Janus keeps the session 30 s). */
const RECLAIM_FOR_MS = 25_000;

/**
 * One side of a meeting through Janus' VideoRoom (decision 0029): a publisher handle sends the
 * camera and microphone, and later the shared screen, on one PeerConnection; a subscriber handle
 * receives the other side's streams on another, subscribed as they are published and dropped when
 * they are unpublished or the other side leaves. The same surface as PeerSession for the screen.
 */
export class JanusSession {
  private janus: Janus | null = null;
  private publisher: Handle | null = null;
  private subscriber: Handle | null = null;
  /** The subscriber's handle, attached beside the publisher's at join (ready when the first publishers are announced). */
  private subscriberHandle: Promise<Handle> | null = null;
  /** True once the subscriber's join was sent: later streams are added with `subscribe`. */
  private subscribing = false;
  private privateId: string | undefined;
  /** Streams of the other side this side asked for, `feed:mid`. */
  private wanted = new Set<string>();
  /** The other side's publishers' streams as last announced, by feed. */
  private published = new Map<string, PublishedStream[]>();
  /** What each mid of the subscription carries. */
  private roles = new Map<string, 'audio' | 'camera' | 'screen'>();
  private remoteTracks = new Map<string, MediaStreamTrack>();
  private remote: RemoteMedia = { camera: null, screen: null };
  private states: { publisher: RTCPeerConnectionState; subscriber: RTCPeerConnectionState } = { publisher: 'new', subscriber: 'new' };
  private screenTrack: MediaStreamTrack | null = null;
  private screenStream: MediaStream | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private closed = false;
  /** This side's camera and microphone, from the join on (null while the device check shows). */
  private local: MediaStream | null = null;
  private prepared: Promise<void> | null = null;
  /** Settles with the room's `joined` answer to this side's publisher join. */
  private inRoom: { promise: Promise<void>; resolve: () => void };
  private listeners: Partial<MeetingListeners>;
  /** What the listeners heard last (replayed to listeners bound later). */
  private last: { state?: RTCPeerConnectionState; failure?: string } = {};

  constructor(private readonly options: JanusSessionOptions) {
    this.listeners = options;
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => (resolve = done));
    this.inRoom = { promise, resolve };
  }

  /** The call screen's listeners, told at once what the session already knows (the other side's media, the state, a failure). */
  bind(listeners: MeetingListeners): void {
    this.listeners = listeners;
    listeners.onRemoteMedia(this.remote);
    if (this.last.state) listeners.onConnectionState?.(this.last.state);
    if (this.last.failure !== undefined) listeners.onFailure?.(this.last.failure);
  }

  private setState(state: RTCPeerConnectionState): void {
    this.last.state = state;
    this.listeners.onConnectionState?.(state);
  }

  /**
   * Everything the join does not need the camera for, while the device check shows (decision 0091):
   * the Janus session, the publisher's and the subscriber's handles, and the publisher's join of the
   * room (not published yet: the other side is told nothing but that it joined, and it sees no one),
   * whose answer lists the publishers already there, subscribed at once. Done once.
   */
  prepare(): Promise<void> {
    this.prepared ??= this.open().catch((error: unknown) => {
      this.fail(String(error));
      throw error;
    });
    return this.prepared;
  }

  /** Publishes the camera and microphone (the session, handles and room prepared before, or now). */
  async join(local: MediaStream): Promise<void> {
    if (this.local) return;
    this.local = local;
    if (this.closed) return;
    await this.prepare();
    await this.inRoom.promise;
    if (this.closed) return;
    await this.publish();
  }

  /** Opens the Janus session, attaches both handles and joins the room as a publisher (not publishing yet). */
  private async open(): Promise<void> {
    const JanusClass = await loadJanus();
    if (this.closed) return;
    const { access, iceServers } = this.options;
    let established = false;
    this.janus = await new Promise<Janus>((resolve, reject) => {
      const janus: Janus = new JanusClass({
        server: janusServerUrl(access.url, window.location.href),
        token: access.token,
        iceServers,
        destroyOnUnload: true,
        success: () => {
          established = true;
          resolve(janus);
        },
        error: (error: unknown) => {
          // Once established, an error is the WebSocket lost (a network change): claim the session again.
          if (established) return this.reclaim(String(error));
          reject(new Error(String(error)));
          this.fail(String(error));
        },
      });
    });
    if (this.closed) return this.janus.destroy({});
    this.subscriberHandle = this.attach({
      onmessage: (message, jsep) => this.onSubscriberMessage(message, jsep),
      onremotetrack: (track, mid, on) => this.onRemoteTrack(track, mid, on),
    });
    this.subscriberHandle.catch((error: unknown) => this.fail(String(error)));
    this.publisher = await this.attach({
      onmessage: (message, jsep) => this.onPublisherMessage(message, jsep),
    });
    if (this.closed) return;
    this.publisher.send({
      message: { request: 'join', ptype: 'publisher', room: access.room, pin: access.pin, token: access.roomToken, display: this.options.display },
    });
  }

  /**
   * The WebSocket to Janus was lost (a network change drops every TCP connection): a new one claims
   * the same session (Janus keeps it reclaim_session_timeout, 30 s), so the handles, the room and
   * the place in it stay; then ICE restarts on the new path. Tried every 1, 2, 4... s (at most 5 s
   * apart) for up to 25 s, then the meeting fails as before.
   */
  private reclaim(reason: string, attempt = 0, since = Date.now()): void {
    if (this.closed || !this.janus) return;
    if (Date.now() - since > RECLAIM_FOR_MS) return this.fail(reason);
    this.setState('disconnected');
    this.janus.reconnect({
      success: () => this.restartIce(),
      error: (error: unknown) => {
        window.setTimeout(() => this.reclaim(String(error), attempt + 1, since), Math.min(5000, 1000 * 2 ** attempt));
      },
    });
  }

  private attach(callbacks: JanusJS.PluginCallbacks): Promise<Handle> {
    return new Promise((resolve, reject) => {
      this.janus?.attach({
        plugin: VIDEOROOM,
        success: resolve,
        error: (error) => reject(new Error(error)),
        ...callbacks,
      });
    });
  }

  private fail(reason: string): void {
    if (this.closed) return;
    this.last.failure = reason;
    this.listeners.onFailure?.(reason);
  }

  private onPublisherMessage(message: Message, jsep?: Jsep): void {
    if (this.closed) return;
    const event = message.videoroom as string | undefined;
    if (message.error) return this.fail(String(message.error));
    if (event === 'joined') {
      this.privateId = message.private_id as string | undefined;
      this.inRoom.resolve();
    }
    if (event === 'joined' || event === 'event') {
      if (Array.isArray(message.publishers)) this.onPublishers(message.publishers as Publisher[]);
      const gone = (message.unpublished ?? message.leaving) as string | undefined;
      if (gone !== undefined && gone !== 'ok') this.onGone(String(gone));
    }
    if (jsep) this.publisher?.handleRemoteJsep({ jsep });
  }

  /** The camera and microphone (already open, this side's) go out; the answer comes as a message. */
  private publish(): Promise<void> {
    if (!this.local) return Promise.resolve();
    return this.offer('publish', trackOptions(this.local));
  }

  /** One renegotiation of the publisher at a time: an offer with `tracks`, sent with `request`. */
  private offer(request: 'publish' | 'configure', tracks: JanusJS.TrackOption[], iceRestart = false): Promise<void> {
    const next = this.publishing.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const handle = this.publisher;
          if (!handle || this.closed) return resolve();
          handle.createOffer({
            tracks,
            iceRestart,
            success: async (jsep) => {
              this.watch(handle, 'publisher');
              if (request === 'publish') await this.cameraFirstFrameWhole(handle);
              handle.send({
                message: { request, descriptions: this.descriptions(handle) },
                jsep,
                success: () => resolve(),
                error: (error) => reject(new Error(error)),
              });
            },
            error: (error) => reject(error),
          });
        }),
    );
    this.publishing = next.catch((error: unknown) => console.warn('Janus publish not applied', error));
    return this.publishing;
  }

  /** The camera's first frame goes out at the camera's size once the publisher's connection is up (decision 0095). */
  private async cameraFirstFrameWhole(handle: Handle): Promise<void> {
    const pc = handle.webrtcStuff.pc;
    const camera = this.local?.getVideoTracks()[0];
    const sender = pc?.getSenders().find((s) => s.track !== null && s.track === camera);
    if (pc && sender) await sendFirstFrameWhole(sender, () => this.closed || pc.connectionState === 'closed');
  }

  /** Names each video this side sends (camera, screen), so the other side shows each where it belongs. */
  private descriptions(handle: Handle): { mid: string; description: string }[] {
    const out: { mid: string; description: string }[] = [];
    for (const transceiver of handle.webrtcStuff.pc?.getTransceivers() ?? []) {
      const track = transceiver.sender.track;
      if (!transceiver.mid || !track || track.kind !== 'video') continue;
      out.push({ mid: transceiver.mid, description: track === this.screenTrack ? SCREEN : CAMERA });
    }
    return out;
  }

  /** The connection state of a handle's PeerConnection feeds the meeting's; a failed one restarts ICE. */
  private watch(handle: Handle, leg: 'publisher' | 'subscriber'): void {
    const pc = handle.webrtcStuff.pc as (RTCPeerConnection & { __watched?: boolean }) | undefined;
    if (!pc || pc.__watched) return;
    pc.__watched = true;
    pc.addEventListener('connectionstatechange', () => {
      if (this.closed) return;
      this.states = { ...this.states, [leg]: pc.connectionState };
      // Before this side publishes, only the subscription speaks for the meeting's connection.
      this.setState(this.publisher?.webrtcStuff.pc ? worseState(this.states.publisher, this.states.subscriber) : this.states.subscriber);
      if (pc.connectionState !== 'failed') return;
      if (leg === 'publisher') void this.offer('configure', [], true);
      else this.subscriber?.send({ message: { request: 'configure', restart: true } });
    });
  }

  /**
   * Publishers announced (all of them when joining, then each change): subscribe to every new
   * active stream, and unsubscribe from one its publisher disabled (a stopped screen share: Janus
   * 1.1 tells the room, not the subscriptions).
   */
  private onPublishers(publishers: Publisher[]): void {
    const fresh: { feed: string; mid: string }[] = [];
    const disabled: { feed: string; mid: string }[] = [];
    for (const publisher of publishers) {
      const feed = String(publisher.id);
      const streams = publisher.streams ?? [];
      this.published.set(feed, streams);
      for (const stream of streams) {
        const key = `${feed}:${stream.mid}`;
        if (stream.disabled) {
          if (this.wanted.delete(key)) disabled.push({ feed, mid: stream.mid });
        } else if (!this.wanted.has(key)) {
          this.wanted.add(key);
          fresh.push({ feed, mid: stream.mid });
        }
      }
    }
    if (disabled.length > 0) this.subscriber?.send({ message: { request: 'unsubscribe', streams: disabled } });
    if (fresh.length > 0) void this.subscribe(fresh);
  }

  /** A publisher unpublished or left: its streams are no longer wanted (Janus updates the subscription itself). */
  private onGone(feed: string): void {
    this.published.delete(feed);
    for (const key of [...this.wanted]) if (key.startsWith(`${feed}:`)) this.wanted.delete(key);
  }

  private async subscribe(streams: { feed: string; mid: string }[]): Promise<void> {
    if (this.subscribing) {
      this.subscriber?.send({ message: { request: 'subscribe', streams } });
      return;
    }
    this.subscribing = true;
    const { access } = this.options;
    if (!this.subscriberHandle) return;
    this.subscriber = await this.subscriberHandle;
    if (this.closed) return;
    this.subscriber.send({
      message: { request: 'join', ptype: 'subscriber', room: access.room, pin: access.pin, token: access.roomToken, private_id: this.privateId, streams },
    });
  }

  private onSubscriberMessage(message: Message, jsep?: Jsep): void {
    if (this.closed) return;
    if (message.error) return this.fail(String(message.error));
    if (Array.isArray(message.streams)) this.onSubscription(message.streams as SubscribedStream[]);
    const handle = this.subscriber;
    if (!jsep || !handle) return;
    handle.createAnswer({
      jsep,
      tracks: [],
      success: (answer) => {
        this.watch(handle, 'subscriber');
        handle.send({ message: { request: 'start' }, jsep: answer });
      },
      error: (error) => console.warn('Janus subscription not answered', error),
    });
  }

  /** What each mid of the subscription carries, from the subscription's stream list. */
  private onSubscription(streams: SubscribedStream[]): void {
    const cameraMidOf = (feed: string) => this.published.get(feed)?.find((s) => s.type === 'video')?.mid;
    for (const stream of streams) this.roles.set(stream.mid, streamRole(stream, cameraMidOf));
    this.emitRemote();
  }

  private onRemoteTrack(track: MediaStreamTrack, mid: string, on: boolean): void {
    if (this.closed) return;
    if (on) this.remoteTracks.set(mid, track);
    else this.remoteTracks.delete(mid);
    this.emitRemote();
  }

  /**
   * The other side's camera stream (its microphone and camera) and screen stream, each a stream of
   * its own that changes identity only when its tracks change (a video element keeps playing).
   */
  private emitRemote(): void {
    const tracksOf = (role: 'camera' | 'screen') =>
      [...this.remoteTracks.entries()]
        .filter(([mid, track]) => track.readyState === 'live' && (this.roles.get(mid) === role || (role === 'camera' && this.roles.get(mid) === 'audio')))
        .map(([, track]) => track);
    const same = (stream: MediaStream | null, tracks: MediaStreamTrack[]) =>
      stream !== null && stream.getTracks().length === tracks.length && tracks.every((t) => stream.getTracks().includes(t));
    const cameraTracks = tracksOf('camera');
    const screenTracks = tracksOf('screen');
    const camera = cameraTracks.length === 0 ? null : same(this.remote.camera, cameraTracks) ? this.remote.camera : new MediaStream(cameraTracks);
    const screen = screenTracks.length === 0 ? null : same(this.remote.screen, screenTracks) ? this.remote.screen : new MediaStream(screenTracks);
    if (camera === this.remote.camera && screen === this.remote.screen) return;
    this.remote = { camera, screen };
    this.listeners.onRemoteMedia?.(this.remote);
  }

  /** Mutes or unmutes the microphone (the track stays: the other side hears silence). */
  setMicrophoneOn(on: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = on;
  }

  /** Turns the camera off (black frames) or on. */
  setCameraOn(on: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = on;
  }

  /**
   * Uses another camera (the back one on a phone): the track is replaced on the publisher's camera
   * sender (no renegotiation with Janus) and in the local stream (the self view follows); the old
   * track stops.
   */
  /** A network change: the publisher offers with an ICE restart, and Janus is asked to restart the subscription's. */
  restartIce(): void {
    if (this.closed) return;
    if (this.publisher?.webrtcStuff.pc) void this.offer('configure', [], true);
    this.subscriber?.send({ message: { request: 'configure', restart: true } });
  }

  async replaceCamera(track: MediaStreamTrack): Promise<void> {
    if (this.local) await swapCameraTrack(this.local, this.publisher?.webrtcStuff.pc, track);
  }

  /** The publisher's transceiver that carries (or carried) the shared screen. */
  private screenTransceiver(): RTCRtpTransceiver | undefined {
    const pc = this.publisher?.webrtcStuff.pc;
    return pc
      ?.getTransceivers()
      .find((t) => t.mid !== null && t.receiver.track.kind === 'video' && (t as RTCRtpTransceiver & { __screen?: boolean }).__screen === true);
  }

  /**
   * Shares a screen on the publisher's connection: a first share adds a stream (one renegotiation);
   * a share after a stop sends on the same transceiver again; a share while sharing replaces the track.
   */
  async shareScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track || !this.publisher) return;
    const previous = this.screenStream;
    this.screenStream = stream;
    this.screenTrack = track;
    const transceiver = this.screenTransceiver();
    if (transceiver) {
      await transceiver.sender.replaceTrack(track);
      if (transceiver.direction !== 'sendonly') {
        transceiver.direction = 'sendonly';
        await this.offer('configure', []);
      }
    } else {
      await this.offer('configure', [{ type: 'screen', capture: track, recv: false, dontStop: true }]);
      const added = this.publisher.webrtcStuff.pc?.getTransceivers().find((t) => t.sender.track === track) as
        | (RTCRtpTransceiver & { __screen?: boolean })
        | undefined;
      if (added) added.__screen = true;
    }
    for (const old of previous?.getTracks() ?? []) if (old !== track) old.stop();
  }

  /** Stops sharing: the screen's stream goes inactive (the other side's screen goes away) and its track stops. */
  stopScreen(): void {
    for (const track of this.screenStream?.getTracks() ?? []) track.stop();
    this.screenStream = null;
    this.screenTrack = null;
    const transceiver = this.screenTransceiver();
    if (!transceiver || transceiver.direction === 'inactive') return;
    void transceiver.sender.replaceTrack(null);
    transceiver.direction = 'inactive';
    void this.offer('configure', []);
  }

  /** What arrives (both connections: the subscription's inbound media) and how fast the path is. */
  async stats(): Promise<StatsSummary> {
    const all: (Record<string, unknown> & { type: string; id: string })[] = [];
    for (const handle of [this.subscriber, this.publisher]) {
      const pc = handle?.webrtcStuff.pc;
      if (!pc || pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: Record<string, unknown> & { type: string; id: string }) => all.push(s));
    }
    return summarizeStats(all);
  }

  /** Leaves: the Janus session ends (the other side hears this side leave) and the local tracks stop. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.janus?.destroy({ cleanupHandles: true });
    for (const track of [...(this.local?.getTracks() ?? []), ...(this.screenStream?.getTracks() ?? [])]) track.stop();
  }
}
