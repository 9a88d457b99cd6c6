/** The picture of a recording: the other side's camera and this side's, side by side (as a Janus recording is). */
const WIDTH = 1280;
const HEIGHT = 360;
const FPS = 15;

/** A muted, playing video element for a stream (drawn onto the canvas, never shown). */
function hiddenVideo(stream: MediaStream | null): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  if (stream) void video.play().catch(() => undefined);
  return video;
}

/** Draws `video` to fit the tile at `x` (letterboxed), or leaves the tile black. */
function drawTile(context: CanvasRenderingContext2D, video: HTMLVideoElement, x: number): void {
  const tile = WIDTH / 2;
  context.fillStyle = '#000';
  context.fillRect(x, 0, tile, HEIGHT);
  if (video.readyState < 2 || video.videoWidth === 0) return;
  const scale = Math.min(tile / video.videoWidth, HEIGHT / video.videoHeight);
  const w = video.videoWidth * scale;
  const h = video.videoHeight * scale;
  context.drawImage(video, x + (tile - w) / 2, (HEIGHT - h) / 2, w, h);
}

/**
 * One stream of the whole call for MediaRecorder: both voices mixed (Web Audio) and both cameras
 * side by side on a canvas (the other side left, this side right), drawn on a timer (animation
 * frames stop in a background tab). `setRemote` follows the other side when they rejoin.
 */
export class CallMixer {
  readonly stream: MediaStream;
  private readonly audio = new AudioContext();
  private readonly destination = this.audio.createMediaStreamDestination();
  private readonly localVideo: HTMLVideoElement;
  private readonly remoteVideo: HTMLVideoElement;
  private remoteSource: MediaStreamAudioSourceNode | undefined;
  private readonly timer: number;
  private readonly canvasStream: MediaStream;

  constructor(local: MediaStream, remote: MediaStream | null) {
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    const context = canvas.getContext('2d')!;
    this.localVideo = hiddenVideo(local);
    this.remoteVideo = hiddenVideo(remote);
    void this.audio.resume().catch(() => undefined);
    this.connect(local);
    this.setRemote(remote);
    const draw = () => {
      drawTile(context, this.remoteVideo, 0);
      drawTile(context, this.localVideo, WIDTH / 2);
    };
    draw();
    this.timer = window.setInterval(draw, 1000 / FPS);
    this.canvasStream = canvas.captureStream(FPS);
    this.stream = new MediaStream([...this.canvasStream.getVideoTracks(), ...this.destination.stream.getAudioTracks()]);
  }

  private connect(stream: MediaStream): MediaStreamAudioSourceNode | undefined {
    if (stream.getAudioTracks().length === 0) return undefined;
    const source = this.audio.createMediaStreamSource(stream);
    source.connect(this.destination);
    return source;
  }

  /** The other side's media now (null while they are away). */
  setRemote(remote: MediaStream | null): void {
    if (this.remoteVideo.srcObject === remote) return;
    this.remoteSource?.disconnect();
    this.remoteSource = remote ? this.connect(remote) : undefined;
    this.remoteVideo.srcObject = remote;
    if (remote) void this.remoteVideo.play().catch(() => undefined);
  }

  close(): void {
    window.clearInterval(this.timer);
    this.canvasStream.getTracks().forEach((track) => track.stop());
    this.localVideo.srcObject = null;
    this.remoteVideo.srcObject = null;
    void this.audio.close().catch(() => undefined);
  }
}
