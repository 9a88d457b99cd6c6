import type { Database } from '@helpwire/service-kit';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { recordings, type RecordingRow } from './schema';

/** A call's recording while either party still keeps it (its newest, should there be more). */
export async function keptRecordingOfCall(db: Database, callId: string): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.callId, callId), or(isNull(recordings.userRemovedAt), isNull(recordings.helperRemovedAt))))
    .orderBy(desc(recordings.createdAt))
    .limit(1);
  return row;
}

/** One recording while either party still keeps it (what an admin's playback link plays). */
export async function recordingKeptByAParty(db: Database, id: string): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), or(isNull(recordings.userRemovedAt), isNull(recordings.helperRemovedAt))));
  return row;
}
