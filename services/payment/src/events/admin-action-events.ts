import { adminAction, AdminActions, emit, type AdminActionFacts, type AdminActor, type EventWriter } from '@helpwire/service-kit';

/**
 * helpwire.payment.admin_action: an admin's action (a dispute's review or resolution, a
 * withdrawal's review, approval or rejection) for the audit log, emitted in the transaction of the
 * action, so neither commits without the other (decision 0065).
 */
export const emitAdminAction = (tx: EventWriter, actor: AdminActor, facts: AdminActionFacts) => emit(tx, AdminActions.payment, adminAction(actor, facts));
