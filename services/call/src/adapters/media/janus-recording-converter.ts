import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '@helpwire/service-kit';
import type { ConvertedRecording, RecordingConverter } from '../../ports/recording-converter';
import { mjrTracksIn, type MjrTrack } from './mjr-files';

const run = promisify(execFile);

export interface JanusRecordingConverterOptions {
  /** The tools (Debian: janus-tools, ffmpeg); found on PATH by default. */
  janusPpRec?: string;
  ffmpeg?: string;
  ffprobe?: string;
  logger: Logger;
}

/** The container janus-pp-rec writes for a track's codec (its header's "c"). */
const TARGET_EXTENSION: Record<string, string> = {
  opus: 'mka',
  g711: 'wav',
  g722: 'wav',
  l16: 'wav',
  vp8: 'mkv',
  vp9: 'mkv',
  h264: 'mkv',
  h265: 'mkv',
  av1: 'mp4',
};

/** The size each side's picture gets in the recording: side by side, 640×360 each. */
const TILE = { width: 640, height: 360 };

interface ConvertedTrack extends MjrTrack {
  file: string;
  /** Seconds after the first track began. */
  offsetSeconds: number;
}

/**
 * A call's Janus recordings into one WebM (VP8 + Opus) with janus-pp-rec and ffmpeg (decision 0030):
 * each .mjr track is converted on its own (janus-pp-rec reorders the RTP and writes a container),
 * then ffmpeg lines them up by their start times, puts each side's first video (the camera) side by
 * side and mixes every audio track. A track janus-pp-rec cannot read (no packets: a side that never
 * sent) is left out; a recording with nothing playable answers undefined.
 */
export class JanusRecordingConverter implements RecordingConverter {
  constructor(private readonly options: JanusRecordingConverterOptions) {}

  async convert(sourceDir: string, workDir: string): Promise<ConvertedRecording | undefined> {
    const tracks = await mjrTracksIn(sourceDir);
    if (tracks.length === 0) return undefined;
    const first = tracks[0]!.startedAtMicros;
    const converted: ConvertedTrack[] = [];
    for (const [index, track] of tracks.entries()) {
      const file = await this.convertTrack(track, join(workDir, `track-${index}`));
      if (file) converted.push({ ...track, file, offsetSeconds: (track.startedAtMicros - first) / 1e6 });
    }
    const videos = firstPerPublisher(converted.filter((track) => track.kind === 'video'));
    const audios = converted.filter((track) => track.kind === 'audio');
    if (videos.length === 0 && audios.length === 0) return undefined;
    const output = join(workDir, 'recording.webm');
    await run(this.options.ffmpeg ?? 'ffmpeg', muxArguments(videos, audios, output), { maxBuffer: 16 * 1024 * 1024 });
    const { size } = await stat(output);
    return { path: output, mimeType: 'video/webm', sizeBytes: size, durationSeconds: await this.durationOf(output) };
  }

  /** The track in its own container; undefined when janus-pp-rec cannot make one (an empty track). */
  private async convertTrack(track: MjrTrack, base: string): Promise<string | undefined> {
    const tool = this.options.janusPpRec ?? 'janus-pp-rec';
    try {
      const { stdout } = await run(tool, ['--json', '--header', track.path]);
      const codec = String((JSON.parse(stdout) as { c?: string }).c ?? '').toLowerCase();
      const extension = TARGET_EXTENSION[codec];
      if (!extension) throw new Error(`no target for codec "${codec}"`);
      const file = `${base}.${extension}`;
      await run(tool, ['--debug-level', '2', track.path, file], { maxBuffer: 16 * 1024 * 1024 });
      const { size } = await stat(file);
      return size > 0 ? file : undefined;
    } catch (error) {
      this.options.logger.warn({ err: error, track: track.path }, 'a recorded track could not be converted: left out');
      return undefined;
    }
  }

  private async durationOf(file: string): Promise<number> {
    const { stdout } = await run(this.options.ffprobe ?? 'ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      file,
    ]);
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) ? Math.round(seconds * 1000) / 1000 : 0;
  }
}

/** Each publisher's first track (the camera comes before a screen share). */
function firstPerPublisher(tracks: ConvertedTrack[]): ConvertedTrack[] {
  const seen = new Set<string>();
  return tracks.filter((track) => !seen.has(track.publisher) && seen.add(track.publisher));
}

/** ffmpeg's arguments: every track an input, pictures side by side and sounds mixed, each delayed to its start. */
export function muxArguments(videos: readonly ConvertedTrack[], audios: readonly ConvertedTrack[], output: string): string[] {
  const inputs = [...videos, ...audios];
  const filters: string[] = [];
  videos.forEach((track, i) => {
    filters.push(
      `[${i}:v]setpts=PTS-STARTPTS,scale=${TILE.width}:${TILE.height}:force_original_aspect_ratio=decrease,pad=${TILE.width}:${TILE.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25,tpad=start_duration=${track.offsetSeconds.toFixed(3)}:color=black[v${i}]`,
    );
  });
  if (videos.length > 1) filters.push(`${videos.map((_, i) => `[v${i}]`).join('')}hstack=inputs=${videos.length}[v]`);
  audios.forEach((track, i) => {
    filters.push(`[${videos.length + i}:a]asetpts=PTS-STARTPTS,adelay=${Math.round(track.offsetSeconds * 1000)}:all=1[a${i}]`);
  });
  if (audios.length > 1) filters.push(`${audios.map((_, i) => `[a${i}]`).join('')}amix=inputs=${audios.length}:duration=longest:normalize=0[a]`);
  const videoOut = videos.length > 1 ? '[v]' : '[v0]';
  const audioOut = audios.length > 1 ? '[a]' : '[a0]';
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs.flatMap((track) => ['-i', track.file]),
    '-filter_complex',
    filters.join(';'),
    ...(videos.length > 0 ? ['-map', videoOut, '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M'] : []),
    ...(audios.length > 0 ? ['-map', audioOut, '-c:a', 'libopus', '-b:a', '64k'] : []),
    output,
  ];
}
