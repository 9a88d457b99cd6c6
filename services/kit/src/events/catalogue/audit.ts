import { auditEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/**
 * Admin actions for the audit log (payload: proto/helpwire/audit/events/v1/events.proto). Like the
 * realtime deliveries, each publishing service has its own subject, because `emit` writes to the
 * outbox of the service the subject names: auth emits `AdminActions.auth` in the transaction of a
 * helper's review, payment `AdminActions.payment` in a dispute's or a withdrawal's. The audit
 * service consumes every entry (decision 0065). A new publisher adds its line here; the audit
 * service needs no change.
 */
export const AdminActions = {
  auth: defineEvent('helpwire.auth.admin_action', m.AdminAction),
  payment: defineEvent('helpwire.payment.admin_action', m.AdminAction),
  call: defineEvent('helpwire.call.admin_action', m.AdminAction),
  content: defineEvent('helpwire.content.admin_action', m.AdminAction),
} as const;
