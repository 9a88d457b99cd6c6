import { ADMIN_ACTIONS, AUDIT_REASON_MAX_LENGTH, AUDIT_STATE_MAX_BYTES, type AdminActionName, type AuditState } from '@helpwire/contracts';
import { randomUUID } from 'node:crypto';
import type { Identity } from '../grpc/identity';
import type { AdminActions } from './catalogue/audit';
import type { EventData } from './typed-event';

/** Who acted: a signed-in admin (their account and request), or the operator's command line. */
export interface AdminActor {
  /** The admin's account id; absent for the command line (`npm run admin`). */
  actorId?: string;
  requestId: string;
}

/** The admin behind a gRPC call: the account and request the gateway verified and forwarded. */
export function actorOf(ctx: { identity: Pick<Identity, 'userId' | 'requestId'> }): AdminActor {
  return { actorId: ctx.identity.userId, requestId: ctx.identity.requestId };
}

/** The operator's command line on the server: no account, a request id of its own. */
export function commandLineActor(): AdminActor {
  return { requestId: `cli-${randomUUID()}` };
}

export interface AdminActionFacts {
  action: AdminActionName;
  objectId: string;
  /** The object's state before (absent for a creation) and after, small JSON objects. */
  before?: AuditState;
  after?: AuditState;
  reason?: string | null;
}

function stateJson(state: AuditState | undefined, action: string): string | undefined {
  if (state === undefined) return undefined;
  const json = JSON.stringify(state);
  // A programming error, not an admin's: the entry holds a status and a few figures, never a document.
  if (Buffer.byteLength(json) > AUDIT_STATE_MAX_BYTES) throw new Error(`${action}: the audited state is over ${AUDIT_STATE_MAX_BYTES} bytes`);
  return json;
}

/**
 * The message of an audit entry, emitted by the acting service's `events/` publisher in the
 * transaction of the action (decision 0065):
 * `emit(tx, AdminActions.payment, adminAction(actorOf(ctx), { action: 'withdrawal.approve', objectId, before, after }))`.
 */
export function adminAction(actor: AdminActor, facts: AdminActionFacts): EventData<typeof AdminActions.auth> {
  if (!(ADMIN_ACTIONS as readonly string[]).includes(facts.action)) throw new Error(`${facts.action} is not an admin action of the audit log`);
  const reason = facts.reason?.trim();
  return {
    actorId: actor.actorId,
    action: facts.action,
    objectType: facts.action.split('.')[0]!,
    objectId: facts.objectId,
    beforeJson: stateJson(facts.before, facts.action),
    afterJson: stateJson(facts.after, facts.action),
    reason: reason ? reason.slice(0, AUDIT_REASON_MAX_LENGTH) : undefined,
    requestId: actor.requestId,
  };
}
