import { type Database, type EventEnvelopeFields, type TypedEvent } from '@helpwire/service-kit';
import { asc, eq } from 'drizzle-orm';
import { outbox } from '../src/store/schema';

/** The events of one kind the payment service wrote to its outbox, oldest first, matching `where`. */
export async function emittedEvents<T extends EventEnvelopeFields>(
  db: Database,
  event: TypedEvent<T>,
  where: (message: T) => boolean = () => true,
): Promise<T[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.subject, event.subject)).orderBy(asc(outbox.createdAt));
  return rows.map((row) => event.codec.decode(row.payload)).filter(where);
}
