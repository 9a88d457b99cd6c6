import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** One Janus recording file: a publisher's audio or video track (VideoRoom: `videoroom-<room>-user-<id>-<µs>-<kind>-<mid>.mjr`). */
export interface MjrTrack {
  path: string;
  /** The publisher the track belongs to (the name up to its start time). */
  publisher: string;
  kind: 'audio' | 'video';
  /** When Janus began writing it, in microseconds (from the name): the tracks are lined up by it. */
  startedAtMicros: number;
}

const TRACK_NAME = /^(?<publisher>.+)-(?<started>\d{10,})-(?<kind>audio|video)(?:-\d+)?\.mjr$/;

/** Reads a VideoRoom recording file name; undefined for anything else (data channels, stray files). */
export function parseMjrName(name: string): Omit<MjrTrack, 'path'> | undefined {
  const match = TRACK_NAME.exec(name);
  if (!match?.groups) return undefined;
  return { publisher: match.groups.publisher!, kind: match.groups.kind as 'audio' | 'video', startedAtMicros: Number(match.groups.started) };
}

/** The audio and video tracks Janus wrote into `dir`, oldest first; [] when the folder is missing. */
export async function mjrTracksIn(dir: string): Promise<MjrTrack[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .flatMap((name) => {
      const parsed = parseMjrName(name);
      return parsed ? [{ ...parsed, path: join(dir, name) }] : [];
    })
    .sort((a, b) => a.startedAtMicros - b.startedAtMicros || a.path.localeCompare(b.path));
}
