import { LocalDiskStorage } from '@helpwire/service-kit';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** A short WebM like the converter's (VP8 test pattern + Opus tone), made with ffmpeg. */
export async function sampleWebm(seconds = 4): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'helpwire-sample-webm-'));
  const path = join(dir, 'sample.webm');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=640x360:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-b:v',
    '500k',
    '-c:a',
    'libopus',
    path,
  ]);
  return { path, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Inserts an ended call between the parties (a minute long, ended now) into the call service's schema. */
async function insertEndedCall(
  client: Client,
  parties: { userId: string; helperId: string },
  media: 'JANUS' | 'P2P',
  recorded: boolean,
): Promise<{ callId: string; at: Date }> {
  const callId = `HW-S${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  const at = new Date();
  await client.query(
    `insert into call.calls (id, user_id, helper_id, category_id, state, latitude, longitude, languages, gender_preference, created_at, updated_at, accepted_at, ended_at, recording, recording_type, media)
     values ($1, $2, $3, 'basic-tech-troubleshooting', 'ENDED', 25.2, 55.27, '{en}', 'NO_PREFERENCE', $4, $5, $4, $5, $6, $7, $8)`,
    [callId, parties.userId, parties.helperId, new Date(at.getTime() - 60_000), at, recorded, recorded ? 'cloud' : null, media],
  );
  return { callId, at };
}

/** A peer-to-peer call between the parties that ended just now, with no recording (decision 0037: the browser's may follow). */
export async function seedEndedP2pCall(databaseUrl: string, parties: { userId: string; helperId: string }): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await insertEndedCall(client, parties, 'P2P', false)).callId;
  } finally {
    await client.end();
  }
}

/**
 * A READY recording of an ended call between `userId` and `helperId`, written as the conversion job
 * would (the bytes in the file storage under `storageDir`, the call and recording rows in the call
 * service's schema of `databaseUrl`). Answers the recording's and the call's ids.
 */
export async function seedReadyRecording(
  databaseUrl: string,
  storageDir: string,
  parties: { userId: string; helperId: string },
): Promise<{ id: string; callId: string; sizeBytes: number }> {
  const sample = await sampleWebm();
  try {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    await new LocalDiskStorage(storageDir).put(key, createReadStream(sample.path), 'video/webm');
    const { size } = await stat(sample.path);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    let callId: string;
    try {
      const ended = await insertEndedCall(client, parties, 'JANUS', true);
      callId = ended.callId;
      const at = ended.at;
      await client.query(
        `insert into call.recordings (id, call_id, user_id, helper_id, state, storage_type, storage_key, mime_type, size_bytes, duration_seconds, created_at, ready_at)
         values ($1, $2, $3, $4, 'READY', 'cloud', $5, 'video/webm', $6, 4, $7, $7)`,
        [id, callId, parties.userId, parties.helperId, key, size, at],
      );
    } finally {
      await client.end();
    }
    return { id, callId, sizeBytes: size };
  } finally {
    await sample.cleanup();
  }
}
