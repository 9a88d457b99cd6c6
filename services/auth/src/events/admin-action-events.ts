import { adminAction, AdminActions, emit, type AdminActionFacts, type AdminActor, type EventWriter } from '@helpwire/service-kit';

/**
 * helpwire.auth.admin_action: an admin's action (a helper's review, an admin's creation) for the
 * audit log, emitted in the transaction of the action, so neither commits without the other (decision 0065).
 */
export const emitAdminAction = (tx: EventWriter, actor: AdminActor, facts: AdminActionFacts) => emit(tx, AdminActions.auth, adminAction(actor, facts));
