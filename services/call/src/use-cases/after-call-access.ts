import { AfterCallTexts } from '@helpwire/contracts';
import { AppError, type CallContext } from '@helpwire/service-kit';
import type { z } from 'zod';
import type { CallPartyName } from '../domain/billable-time';
import { findCall } from '../store/call-queries';
import type { CallRow } from '../store/schema';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { accountOf, sideInCall } from './meeting-access';

export interface PartyCall {
  call: CallRow;
  /** The caller's side. */
  side: CallPartyName;
  /** The other side's account (whom a review or a flag is about). */
  otherId: string;
}

/**
 * The call as one of its two parties in the session's role (the user as USER, the accepted helper as
 * HELPER); anyone else, and a call that was never accepted, is "not found" (decision 0028).
 */
export async function partyCall(deps: CallDeps, callId: string, ctx: CallContext): Promise<PartyCall> {
  const found = callId ? await findCall(deps.db, callId) : undefined;
  if (!found || !found.call.helperId) throw callNotFound();
  const side = sideInCall(found.call, ctx);
  return { call: found.call, side, otherId: accountOf(found.call, side === 'USER' ? 'HELPER' : 'USER') };
}

/** Reviews, feedback and flags come once the call is over. */
export async function endedPartyCall(deps: CallDeps, callId: string, ctx: CallContext): Promise<PartyCall> {
  const party = await partyCall(deps, callId, ctx);
  if (party.call.state !== 'ENDED') throw new AppError('FAILED_PRECONDITION', AfterCallTexts.notEnded, 'CALL_NOT_ENDED');
  return party;
}

/** A request checked with the REST contract's own schema (the same texts whoever calls). */
export function validated<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw AppError.invalid([...new Set(result.error.issues.map((issue) => issue.message))], 'VALIDATION_FAILED');
}
