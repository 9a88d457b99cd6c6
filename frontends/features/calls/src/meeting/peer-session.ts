import type { MeetingSignal } from '@helpwire/contracts';
import { summarizeStats, type StatsSummary } from './call-quality';
import { descriptionDecision, iceDecision, iceStalled, isPolite, mayOffer, stallRemedy, type MeetingSide } from './negotiation';
import { answersHello, generationDecision, newGeneration, nextGenerations, type GenerationState } from './signal-generations';
import { swapCameraTrack } from './camera-facing';
import { sendFirstFrameWhole } from './camera-first-frame';

/** How long a disconnected ICE connection may recover by itself before it is restarted. */
const DISCONNECTED_GRACE_MS = 2000;
/** How long ICE may stay new or checking once both descriptions are agreed before it is restarted (doubling after each, to 16 s). */
const STALLED_ICE_MS = 3000;
const STALLED_ICE_MAX_MS = 16_000;

/** A signal as this side sends it: the generations are added by the session. */
/**
 * What the session did, for a browser test to read when a connection does not come up: recorded
 * only when the page set `window.__meetingTrace` to an array (never in normal use).
 */
function trace(...parts: unknown[]): void {
  const sink = (globalThis as { __meetingTrace?: unknown }).__meetingTrace;
  if (Array.isArray(sink)) sink.push(`${Math.round(performance.now())} ${parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ')}`);
}

type Untagged<S> = S extends MeetingSignal ? Omit<S, 'session' | 'to'> : never;
type OutgoingSignal = Untagged<MeetingSignal>;

/** The other side's media: its camera (with its microphone) and its shared screen, each when it sends one. */
export interface RemoteMedia {
  camera: MediaStream | null;
  screen: MediaStream | null;
}

export interface PeerSessionOptions {
  side: MeetingSide;
  iceServers: RTCIceServer[];
  /** Sends a signal to the other party (meeting-signal over the realtime channel). */
  send: (signal: MeetingSignal) => void;
  onRemoteMedia?: (media: RemoteMedia) => void;
  onConnectionState?: (state: RTCPeerConnectionState) => void;
}

/** What the call screen hears from a session, bound when the call shows (what came before is replayed then). */
export type PeerListeners = Required<Pick<PeerSessionOptions, 'onRemoteMedia'>> & Pick<PeerSessionOptions, 'onConnectionState'>;

type Stat = Record<string, unknown> & { type: string; id: string };

/**
 * One side of a peer-to-peer meeting: an RTCPeerConnection with the call's ICE servers, negotiated
 * with the "perfect negotiation" pattern (the user polite, the helper impolite). The camera and
 * microphone go out as one stream, a shared screen as a second stream on the same connection.
 * Every join is a new generation (decision 0027): the connection is made when the other side's
 * generation is first heard, made afresh only when a newer one appears (it joined again), and
 * signals of generations that are gone are dropped. ICE still new or checking a few seconds after
 * the descriptions agreed is restarted.
 */
export class PeerSession {
  private pc: RTCPeerConnection | null = null;
  private generations: GenerationState = { own: newGeneration(), peer: null, retired: new Set() };
  private stalledTimer: ReturnType<typeof setTimeout> | undefined;
  private stalledMs = STALLED_ICE_MS;
  private stallsInARow = 0;
  private makingOffer = false;
  private settingRemoteAnswer = false;
  private inbox: Promise<void> = Promise.resolve();
  /** Candidates that came before any description of the other side: kept until one is applied. */
  private earlyCandidates: RTCIceCandidateInit[] = [];
  private screenSender: RTCRtpSender | null = null;
  private screenStream: MediaStream | null = null;
  private disconnectedTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private remote: RemoteMedia = { camera: null, screen: null };
  /** Before the join: the stream the camera and microphone will be sent in (its id is what the other side sees). */
  private outgoing: MediaStream | null = null;
  private listeners: Partial<PeerListeners>;

  /** `local` null: prepared while the device check shows (the connection negotiated, nothing sent until `start`). */
  constructor(
    private readonly options: PeerSessionOptions,
    private local: MediaStream | null = null,
  ) {
    this.listeners = options;
  }

  /** Tells the other side this side (this generation) is here; call once the session listens to signals. */
  join(): void {
    this.send({ kind: 'hello' });
  }

  /** The call screen's listeners, told at once the other side's media and the connection's state as they are. */
  bind(listeners: PeerListeners): void {
    this.listeners = listeners;
    listeners.onRemoteMedia(this.remoteMedia());
    if (this.pc) listeners.onConnectionState?.(this.pc.connectionState);
  }

  /**
   * The join (decision 0091): the camera and microphone go out on the connection negotiated while the
   * device check showed (its senders take the tracks: no renegotiation), or on the next one made.
   */
  async start(local: MediaStream): Promise<void> {
    if (this.local === local) return;
    this.local = local;
    const pc = this.pc;
    if (!pc || this.closed) return;
    trace('start', pc.signalingState, pc.iceConnectionState);
    for (const track of local.getTracks()) {
      const idle = pc
        .getTransceivers()
        .find(
          (t) =>
            t.sender !== this.screenSender &&
            t.sender.track === null &&
            t.receiver.track.kind === track.kind &&
            (t.direction === 'sendrecv' || t.direction === 'sendonly'),
        );
      if (idle) {
        // The camera's first frame whole (decision 0095), set before the track reaches the encoder.
        await this.firstFrameWhole(pc, idle.sender, track);
        await idle.sender.replaceTrack(track);
      } else void this.firstFrameWhole(pc, pc.addTrack(track, local), track);
    }
  }

  /** The camera's sender on `pc` sends its first frame at the camera's size (decision 0095); the microphone's is left as it is. */
  private firstFrameWhole(pc: RTCPeerConnection, sender: RTCRtpSender, track: MediaStreamTrack): Promise<void> {
    if (track.kind !== 'video') return Promise.resolve();
    return sendFirstFrameWhole(sender, () => this.closed || this.pc !== pc);
  }

  /** The connection with the other side's current generation; null until one was heard. */
  get connection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** Sends a signal tagged with this side's generation and, once known, the other side's. */
  private send(signal: OutgoingSignal): void {
    const { own, peer } = this.generations;
    trace('send', signal.kind, signal.kind === 'description' ? signal.description.type : '', `${own.slice(0, 4)}>${peer?.slice(0, 4) ?? '-'}`);
    this.options.send({ ...signal, session: own, ...(peer ? { to: peer } : {}) } as MeetingSignal);
  }

  private connect(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    if (this.local) for (const track of this.local.getTracks()) void this.firstFrameWhole(pc, pc.addTrack(track, this.local), track);
    // Not joined yet: the side that offers (the helper) offers to send audio and video with no track yet.
    else if (!isPolite(this.options.side))
      for (const kind of ['audio', 'video'] as const) pc.addTransceiver(kind, { direction: 'sendrecv', streams: [this.outgoingStream()] });
    if (this.screenStream) for (const track of this.screenStream.getVideoTracks()) this.screenSender = pc.addTrack(track, this.screenStream);
    pc.onnegotiationneeded = async () => {
      // The user waits for the helper's first offer (no two fresh offers crossing); asked again once stable after it.
      if (!mayOffer(this.options.side, pc.currentRemoteDescription !== null)) return trace('offer deferred');
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.send({ kind: 'description', description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
      } catch (error) {
        trace('offer failed', String(error));
        // A newer negotiation replaced this one (or the session closed): that one sends its own offer.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ kind: 'candidate', candidate: candidate.toJSON() as { candidate: string } });
    };
    pc.ontrack = ({ track, streams }) => this.addRemote(track, streams[0] ?? new MediaStream([track]));
    pc.oniceconnectionstatechange = () => {
      trace('ice', pc.iceConnectionState);
      this.onIceState(pc);
      this.watchStall(pc);
    };
    pc.onsignalingstatechange = () => this.watchStall(pc);
    pc.onconnectionstatechange = () => this.listeners.onConnectionState?.(pc.connectionState);
    return pc;
  }

  private outgoingStream(): MediaStream {
    this.outgoing ??= new MediaStream();
    return this.outgoing;
  }

  /**
   * Not joined yet, answering an offer: its audio and video are answered sendrecv with no track yet,
   * in the stream the camera will go in, so the join only hands the tracks over. A browser that
   * cannot name the stream (no setStreams) answers receive-only and sends once joined (one more offer).
   */
  private answerToSendLater(pc: RTCPeerConnection): void {
    if (this.local) return;
    for (const transceiver of pc.getTransceivers()) {
      const sender = transceiver.sender as RTCRtpSender & { setStreams?: (...streams: MediaStream[]) => void };
      if (transceiver.mid === null || transceiver.currentDirection !== null || sender.track !== null || typeof sender.setStreams !== 'function') continue;
      if (transceiver.direction !== 'recvonly') continue;
      transceiver.direction = 'sendrecv';
      sender.setStreams(this.outgoingStream());
    }
  }

  /**
   * The safety net: once both descriptions agreed, ICE that is still new or checking after a few
   * seconds is restarted (fresh credentials, candidates gathered and sent again). Each restart
   * doubles the wait, so a slow path is not restarted in a loop.
   */
  private watchStall(pc: RTCPeerConnection): void {
    if (pc !== this.pc || this.closed) return;
    const stalled = () =>
      iceStalled({
        signalingState: pc.signalingState,
        iceConnectionState: pc.iceConnectionState,
        described: Boolean(pc.localDescription && pc.remoteDescription),
      });
    if (!stalled()) {
      if (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') {
        clearTimeout(this.stalledTimer);
        this.stalledTimer = undefined;
        this.stalledMs = STALLED_ICE_MS;
        this.stallsInARow = 0;
      }
      return;
    }
    if (this.stalledTimer !== undefined) return;
    this.stalledTimer = setTimeout(() => {
      this.stalledTimer = undefined;
      if (pc !== this.pc || this.closed || !stalled()) return;
      this.stalledMs = Math.min(this.stalledMs * 2, STALLED_ICE_MAX_MS);
      this.stallsInARow += 1;
      const remedy = stallRemedy(this.stallsInARow);
      trace('stalled', remedy, pc.iceConnectionState);
      if (remedy === 'restart-ice') pc.restartIce();
      else this.reconnect();
    }, this.stalledMs);
  }

  /**
   * A fresh connection as a new generation of this side: the other side hears its hello, makes a
   * fresh connection too and answers; signals of the old one are dropped on both sides.
   */
  private reconnect(): void {
    this.generations = { ...this.generations, own: newGeneration(), peer: null };
    this.closeConnection();
    this.send({ kind: 'hello' });
  }

  /**
   * The first stream of the other side, or the one with its microphone, is its camera; another
   * stream carrying video is its shared screen (gone again once its track is removed).
   */
  private addRemote(track: MediaStreamTrack, stream: MediaStream): void {
    const camera = this.remote.camera;
    const isCamera = !camera || camera.id === stream.id || stream.getAudioTracks().length > 0;
    this.remote = isCamera ? { ...this.remote, camera: stream } : { ...this.remote, screen: stream };
    const update = () => this.listeners.onRemoteMedia?.(this.remoteMedia());
    track.addEventListener('ended', update);
    stream.addEventListener('removetrack', update);
    update();
  }

  private remoteMedia(): RemoteMedia {
    const screen = this.remote.screen && this.remote.screen.getVideoTracks().some((t) => t.readyState === 'live') ? this.remote.screen : null;
    return { camera: this.remote.camera, screen };
  }

  private onIceState(pc: RTCPeerConnection): void {
    if (pc !== this.pc || this.closed) return;
    clearTimeout(this.disconnectedTimer);
    const decision = iceDecision(pc.iceConnectionState);
    if (decision === 'restart') pc.restartIce();
    if (decision === 'restart-if-still')
      this.disconnectedTimer = setTimeout(() => pc === this.pc && pc.iceConnectionState === 'disconnected' && pc.restartIce(), DISCONNECTED_GRACE_MS);
  }

  /** A signal from the other side (meeting-signal received); handled one at a time, in the order they came. */
  receive(signal: MeetingSignal): Promise<void> {
    const handled = this.inbox.then(() => this.handle(signal));
    // One failed signal (a description the connection refused) must not stop the ones after it.
    this.inbox = handled.catch((error: unknown) => {
      trace('signal not applied', String(error));
      console.warn('meeting signal not applied', error);
    });
    return this.inbox;
  }

  private async handle(signal: MeetingSignal): Promise<void> {
    if (this.closed) return;
    const decision = generationDecision(this.generations, signal);
    trace(
      'recv',
      signal.kind,
      signal.kind === 'description' ? signal.description.type : '',
      `${signal.session.slice(0, 4)}>${signal.to?.slice(0, 4) ?? '-'}`,
      decision,
      this.pc ? `${this.pc.signalingState}/${this.pc.iceConnectionState}` : 'no-pc',
    );
    if (decision === 'adopt' || decision === 'replace') {
      const answer = answersHello(this.generations, signal);
      this.generations = nextGenerations(this.generations, signal, decision);
      // Told first, so the other side knows this generation before this side's offer reaches it.
      if (answer) this.send({ kind: 'hello' });
      this.restart();
    }
    const pc = this.pc;
    if (signal.kind === 'hello' || !pc) return;
    if (signal.kind === 'description') {
      const { description } = signal;
      const decision = descriptionDecision(description.type, {
        polite: isPolite(this.options.side),
        makingOffer: this.makingOffer,
        signalingState: pc.signalingState,
        settingRemoteAnswer: this.settingRemoteAnswer,
      });
      trace('description', description.type, decision, this.makingOffer, pc.signalingState);
      if (decision === 'ignore') return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
      } finally {
        this.settingRemoteAnswer = false;
      }
      for (const candidate of this.earlyCandidates.splice(0)) await this.addCandidate(pc, candidate);
      if (description.type === 'offer') {
        this.answerToSendLater(pc);
        await pc.setLocalDescription();
        if (pc.localDescription) this.send({ kind: 'description', description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
      }
      return;
    }
    // Candidates of an offer this side ignored are the other side's still (it rolls back and answers
    // with the same ICE credentials): kept until a description of theirs is applied.
    if (!pc.remoteDescription) this.earlyCandidates.push(signal.candidate as RTCIceCandidateInit);
    else await this.addCandidate(pc, signal.candidate as RTCIceCandidateInit);
  }

  private async addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await pc.addIceCandidate(candidate);
    } catch (error) {
      trace('candidate refused', String(error));
      // A candidate of ICE credentials an ICE restart replaced does not apply.
    }
  }

  /** A (new) generation of the other side: a fresh connection for it (the helper's offers). */
  private restart(): void {
    this.closeConnection();
    this.pc = this.connect();
  }

  /** Closes the connection (if any) and forgets what belonged to it. */
  private closeConnection(): void {
    clearTimeout(this.disconnectedTimer);
    clearTimeout(this.stalledTimer);
    this.stalledTimer = undefined;
    this.stalledMs = STALLED_ICE_MS;
    this.stallsInARow = 0;
    const old = this.pc;
    if (old) {
      old.onnegotiationneeded =
        old.onicecandidate =
        old.ontrack =
        old.oniceconnectionstatechange =
        old.onsignalingstatechange =
        old.onconnectionstatechange =
          null;
      old.close();
    }
    this.pc = null;
    this.makingOffer = this.settingRemoteAnswer = false;
    this.earlyCandidates = [];
    this.screenSender = null;
    this.remote = { camera: null, screen: null };
    this.listeners.onRemoteMedia?.(this.remoteMedia());
  }

  /**
   * Uses another camera (the back one on a phone): the track is replaced on the camera's sender (no
   * renegotiation) and in the local stream (the self view follows); the old track stops.
   */
  async replaceCamera(track: MediaStreamTrack): Promise<void> {
    if (this.local) await swapCameraTrack(this.local, this.pc, track);
  }

  /** A network change: an ICE restart (either side may offer it: perfect negotiation). */
  restartIce(): void {
    if (this.closed || !this.pc) return;
    trace('network changed', 'restart-ice', this.pc.iceConnectionState);
    this.pc.restartIce();
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
   * Shares a screen on the same connection: a first share adds its track (one renegotiation); a
   * share while sharing replaces the track on the same sender (none).
   */
  async shareScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    const previous = this.screenStream;
    this.screenStream = stream;
    if (this.screenSender && this.pc?.getSenders().includes(this.screenSender)) await this.screenSender.replaceTrack(track);
    else this.screenSender = this.pc?.addTrack(track, stream) ?? null;
    for (const old of previous?.getTracks() ?? []) old.stop();
  }

  /** Stops sharing: the track is removed (the other side's screen stream empties) and stopped. */
  stopScreen(): void {
    for (const track of this.screenStream?.getTracks() ?? []) track.stop();
    this.screenStream = null;
    if (this.screenSender && this.pc?.getSenders().includes(this.screenSender)) this.pc.removeTrack(this.screenSender);
    this.screenSender = null;
  }

  /** What arrives and how fast the path is (frames decoded, packets received, round-trip time). */
  async stats(): Promise<StatsSummary> {
    if (!this.pc) return summarizeStats([]);
    const report = await this.pc.getStats();
    return summarizeStats([...(report as unknown as Map<string, Stat>).values()]);
  }

  /** Leaves: the connection closes and the local tracks stop (the camera light goes off). */
  close(): void {
    this.closed = true;
    clearTimeout(this.disconnectedTimer);
    clearTimeout(this.stalledTimer);
    this.pc?.close();
    for (const track of [...(this.local?.getTracks() ?? []), ...(this.screenStream?.getTracks() ?? [])]) track.stop();
  }
}
