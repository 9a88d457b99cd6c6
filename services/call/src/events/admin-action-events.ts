import { adminAction, AdminActions, emit, type AdminActionFacts, type AdminActor, type EventWriter } from '@helpwire/service-kit';

/** helpwire.call.admin_action: an admin's action on a call's flag, emitted in the transaction of the action (decision 0065). */
export const emitAdminAction = (tx: EventWriter, actor: AdminActor, facts: AdminActionFacts) => emit(tx, AdminActions.call, adminAction(actor, facts));
