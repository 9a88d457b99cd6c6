import { paymentDepsOn, seedChargedCall } from '@helpwire/payment/testing';
import { openDatabase } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * An ended call between `userId` and `helperId` as the call service leaves it (its history lists
 * it), charged as the payment service leaves it (a real sandbox capture of its price, the ledger's
 * earning and commission, its call_charges row), in the product's database. Answers the call id.
 */
export async function seedChargedEndedCall(databaseUrl: string, parties: { userId: string; helperId: string }, priceMinor: bigint): Promise<string> {
  const callId = `HW-D${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const endedAt = new Date();
    const acceptedAt = new Date(endedAt.getTime() - 20 * 60_000);
    await client.query(
      `insert into call.calls (id, user_id, helper_id, category_id, state, latitude, longitude, languages, gender_preference, created_at, updated_at, accepted_at, ended_at, recording, recording_type, media, billable_seconds)
       values ($1, $2, $3, 'basic-tech-troubleshooting', 'ENDED', 25.2, 55.27, '{en}', 'NO_PREFERENCE', $4, $5, $4, $5, false, 'local', 'JANUS', 1200)`,
      [callId, parties.userId, parties.helperId, acceptedAt, endedAt],
    );
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url: databaseUrl, logger: silentLogger, poolSize: 2 });
  try {
    await seedChargedCall(paymentDepsOn(database.db), { ...parties, priceMinor, callId });
  } finally {
    await database.close();
  }
  return callId;
}
