import type { MeetingSignal } from '@helpwire/contracts';
import { summarizeStats, type StatsSummary } from './call-quality';
import { descriptionDecision, iceDecision, isPolite, type MeetingSide } from './negotiation';

/** How long a disconnected ICE connection may recover by itself before it is restarted. */
const DISCONNECTED_GRACE_MS = 2000;

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
  onRemoteMedia: (media: RemoteMedia) => void;
  onConnectionState?: (state: RTCPeerConnectionState) => void;
}

type Stat = Record<string, unknown> & { type: string; id: string };

/**
 * One side of a peer-to-peer meeting: an RTCPeerConnection with the call's ICE servers, negotiated
 * with the "perfect negotiation" pattern (the user polite, the helper impolite). The camera and
 * microphone go out as one stream, a shared screen as a second stream on the same connection. A
 * `hello` from the other side means it has a fresh connection: this side starts over and offers.
 */
export class PeerSession {
  private pc!: RTCPeerConnection;
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

  constructor(
    private readonly options: PeerSessionOptions,
    private local: MediaStream,
  ) {
    this.pc = this.connect();
  }

  /** Tells the other side this side is here (it then offers); call once the session listens to signals. */
  join(): void {
    this.options.send({ kind: 'hello' });
  }

  get connection(): RTCPeerConnection {
    return this.pc;
  }

  private connect(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    if (this.screenStream) for (const track of this.screenStream.getVideoTracks()) this.screenSender = pc.addTrack(track, this.screenStream);
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.send({ kind: 'description', description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
      } catch {
        // A newer negotiation replaced this one (or the session closed): that one sends its own offer.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.send({ kind: 'candidate', candidate: candidate.toJSON() as { candidate: string } });
    };
    pc.ontrack = ({ track, streams }) => this.addRemote(track, streams[0] ?? new MediaStream([track]));
    pc.oniceconnectionstatechange = () => this.onIceState(pc);
    pc.onconnectionstatechange = () => this.options.onConnectionState?.(pc.connectionState);
    return pc;
  }

  /**
   * The first stream of the other side, or the one with its microphone, is its camera; another
   * stream carrying video is its shared screen (gone again once its track is removed).
   */
  private addRemote(track: MediaStreamTrack, stream: MediaStream): void {
    const camera = this.remote.camera;
    const isCamera = !camera || camera.id === stream.id || stream.getAudioTracks().length > 0;
    this.remote = isCamera ? { ...this.remote, camera: stream } : { ...this.remote, screen: stream };
    const update = () => this.options.onRemoteMedia(this.remoteMedia());
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
    if (decision === 'restart-if-still') this.disconnectedTimer = setTimeout(() => pc === this.pc && pc.iceConnectionState === 'disconnected' && pc.restartIce(), DISCONNECTED_GRACE_MS);
  }

  /** A signal from the other side (meeting-signal received); handled one at a time, in the order they came. */
  receive(signal: MeetingSignal): Promise<void> {
    const handled = this.inbox.then(() => this.handle(signal));
    // One failed signal (a description the connection refused) must not stop the ones after it.
    this.inbox = handled.catch((error: unknown) => console.warn('meeting signal not applied', error));
    return this.inbox;
  }

  private async handle(signal: MeetingSignal): Promise<void> {
    if (this.closed) return;
    if (signal.kind === 'hello') return this.restart();
    const pc = this.pc;
    if (signal.kind === 'description') {
      const { description } = signal;
      const decision = descriptionDecision(description.type, { polite: isPolite(this.options.side), makingOffer: this.makingOffer, signalingState: pc.signalingState, settingRemoteAnswer: this.settingRemoteAnswer });
      if (decision === 'ignore') return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
      } finally {
        this.settingRemoteAnswer = false;
      }
      for (const candidate of this.earlyCandidates.splice(0)) await this.addCandidate(pc, candidate);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.send({ kind: 'description', description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
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
    } catch {
      // A candidate of the other side's previous connection (before its hello) does not apply.
    }
  }

  /** The other side came (back) with a fresh connection: start over on a new one, which offers. */
  private restart(): void {
    clearTimeout(this.disconnectedTimer);
    const old = this.pc;
    old.onnegotiationneeded = old.onicecandidate = old.ontrack = old.oniceconnectionstatechange = old.onconnectionstatechange = null;
    old.close();
    this.makingOffer = this.settingRemoteAnswer = false;
    this.earlyCandidates = [];
    this.screenSender = null;
    this.remote = { camera: null, screen: null };
    this.options.onRemoteMedia(this.remoteMedia());
    this.pc = this.connect();
  }

  /** Mutes or unmutes the microphone (the track stays: the other side hears silence). */
  setMicrophoneOn(on: boolean): void {
    for (const track of this.local.getAudioTracks()) track.enabled = on;
  }

  /** Turns the camera off (black frames) or on. */
  setCameraOn(on: boolean): void {
    for (const track of this.local.getVideoTracks()) track.enabled = on;
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
    if (this.screenSender && this.pc.getSenders().includes(this.screenSender)) await this.screenSender.replaceTrack(track);
    else this.screenSender = this.pc.addTrack(track, stream);
    for (const old of previous?.getTracks() ?? []) old.stop();
  }

  /** Stops sharing: the track is removed (the other side's screen stream empties) and stopped. */
  stopScreen(): void {
    for (const track of this.screenStream?.getTracks() ?? []) track.stop();
    this.screenStream = null;
    if (this.screenSender && this.pc.getSenders().includes(this.screenSender)) this.pc.removeTrack(this.screenSender);
    this.screenSender = null;
  }

  /** What arrives and how fast the path is (frames decoded, packets received, round-trip time). */
  async stats(): Promise<StatsSummary> {
    const report = await this.pc.getStats();
    return summarizeStats([...(report as unknown as Map<string, Stat>).values()]);
  }

  /** Leaves: the connection closes and the local tracks stop (the camera light goes off). */
  close(): void {
    this.closed = true;
    clearTimeout(this.disconnectedTimer);
    this.pc.close();
    for (const track of [...this.local.getTracks(), ...(this.screenStream?.getTracks() ?? [])]) track.stop();
  }
}
