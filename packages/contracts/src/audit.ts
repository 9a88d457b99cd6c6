import { z } from 'zod';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';

/**
 * The audit log of admin actions (issue 24, decision 0065): who did what, when, to which object,
 * the object before and after, and the reason. Each service that performs an admin action records
 * it in the transaction of the action; the audit service keeps the entries append-only and answers
 * GET /admin/audit (admins only). Nothing changes or removes an entry.
 */

/** The kinds of object an admin acts on. */
export const AUDIT_OBJECT_TYPES = [
  'admin',
  'helper',
  'dispute',
  'withdrawal',
  'flag',
  'category',
  'account',
  'call',
  'contact',
  'newsletter',
  'policy',
  'faq',
  'tutorial',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** Every admin action the log knows, `<object type>.<verb>`: a service records only these. */
export const ADMIN_ACTIONS = [
  'admin.create',
  // the Admins page (decision 0083): an admin invited, a permission granted or removed, an admin deactivated
  'admin.invite',
  'admin.permission_grant',
  'admin.permission_revoke',
  'admin.deactivate',
  'helper.approve',
  'helper.reject',
  'dispute.review',
  'dispute.resolve',
  'withdrawal.review',
  'withdrawal.approve',
  'withdrawal.reject',
  // the withdrawals page (decision 0070): full bank details seen, one by one or in the bank's CSV
  'withdrawal.bank_details.reveal',
  'withdrawal.bank_details.export',
  'flag.dismiss',
  // a flag closed by warning or banning the account it names (decision 0082)
  'flag.warn',
  'flag.ban',
  'category.update',
  // the console's categories (decision 0081): hidden or shown again, a specialty added or removed
  'category.hide',
  'category.show',
  'category.add_specialty',
  'category.remove_specialty',
  // the policies' versions (decision 0081): one published (in effect today or scheduled), one withdrawn before its day
  'policy.publish_version',
  'policy.withdraw_version',
  'account.suspend',
  'account.unsuspend',
  'account.warn',
  // An admin read a call's chat, notes and recording for a decision (a dispute): audited as a read.
  'call.read',
  // the support inbox: a message answered by e-mail, closed, or opened again
  'contact.reply',
  'contact.close',
  'contact.reopen',
  // the newsletter's subscribers: exported for a mailing, or one taken off the list by an admin
  'newsletter.export',
  'newsletter.unsubscribe',
  // the help content: FAQ entries and tutorials (decision 0080)
  'faq.create',
  'faq.update',
  'faq.remove',
  'faq.restore',
  'tutorial.create',
  'tutorial.update',
  'tutorial.publish',
  'tutorial.unpublish',
  // the People page (decision 0076)
  'account.sign_out_everywhere',
  'account.resend_verification',
  'account.export',
  'account.erase',
] as const satisfies readonly `${AuditObjectType}.${string}`[];
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/** The object's state before or after, as a small JSON object (a status, a decision, amounts in cents). */
export type AuditState = Record<string, string | number | boolean | null>;

/** Bounds of what an entry carries (the services check them when they record one). */
export const AUDIT_REASON_MAX_LENGTH = 2000;
export const AUDIT_STATE_MAX_BYTES = 4096;

export const AuditTexts = {
  timeRangeInvalid: '"from" must not be after "to"',
  actionUnknown: `action must be one of ${ADMIN_ACTIONS.join(', ')}`,
  objectTypeUnknown: `objectType must be one of ${AUDIT_OBJECT_TYPES.join(', ')}`,
  dateInvalid: 'Must be a date and time (ISO 8601)',
} as const;

const isoDateTime = z.iso.datetime({ offset: true, error: AuditTexts.dateInvalid });
const idText = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);

/** GET /admin/audit: filters (each optional, all must hold) and the page; newest first. */
export const auditSearchQuery = pageQuery
  .extend({
    /** The admin's account id. */
    actorId: z.uuid({ error: ValidationTexts.invalidId }).optional(),
    action: z.enum(ADMIN_ACTIONS, { error: AuditTexts.actionUnknown }).optional(),
    objectType: z.enum(AUDIT_OBJECT_TYPES, { error: AuditTexts.objectTypeUnknown }).optional(),
    objectId: idText.optional(),
    /** From this time (inclusive). */
    from: isoDateTime.optional(),
    /** Up to this time (exclusive). */
    to: isoDateTime.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: AuditTexts.timeRangeInvalid, path: ['from'] });

const auditState = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** One entry of the audit log as an admin reads it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** When the action committed. */
  occurredAt: z.string(),
  /** The admin's account id; null when the operator's command line acted (`npm run admin`). */
  actorId: z.string().nullable(),
  /** The service that performed the action (auth, payment). */
  service: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: auditState.nullable(),
  after: auditState.nullable(),
  reason: z.string().nullable(),
  /** The request that carried the action (x-request-id), to find it in the logs. */
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
