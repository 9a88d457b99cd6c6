import { adminAction, AdminActions, emit, type AdminActionFacts, type AdminActor, type EventWriter } from '@helpwire/service-kit';

/** helpwire.content.admin_action: an admin's edit of the catalogue, emitted in the transaction of the edit (decision 0065). */
export const emitAdminAction = (tx: EventWriter, actor: AdminActor, facts: AdminActionFacts) => emit(tx, AdminActions.content, adminAction(actor, facts));
