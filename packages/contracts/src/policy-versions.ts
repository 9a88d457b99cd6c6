import { z } from 'zod';
import { auditReason, POLICY_TYPES, POLICY_VERSION_STATUSES } from './content';

/**
 * The policies' versions in the console (issue 24, item 7; decision 0081): each policy's versions,
 * a new one written in English and Arabic with what changed and the UTC day it takes effect (today
 * or later), and a scheduled one withdrawn before its day.
 */
export const PolicyVersionTexts = {
  titleRequired: 'The title is required in English and Arabic',
  sectionRequired: 'Each section needs a heading and a text in English and Arabic',
  sectionsRequired: 'Write at least one section',
  summaryRequired: 'Say what changed (up to 2000 characters)',
  dateInvalid: 'The date must be a day (YYYY-MM-DD)',
  dateInThePast: 'The date must be today or later',
  notFound: 'Policy version not found',
  notScheduled: 'Only a scheduled version can be withdrawn, before its day',
} as const;

export const POLICY_SECTIONS_MAX = 40;

const both = (required: string, max: number) =>
  z.object({
    en: z.string({ error: required }).trim().min(1, required).max(max, required),
    ar: z.string({ error: required }).trim().min(1, required).max(max, required),
  });

/** A day as YYYY-MM-DD (a UTC day). */
export const isoDay = z.iso.date({ error: PolicyVersionTexts.dateInvalid });

/** POST /admin/policies/:type/versions */
export const publishPolicyVersionBody = z.object({
  title: both(PolicyVersionTexts.titleRequired, 200),
  sections: z
    .array(z.object({ heading: both(PolicyVersionTexts.sectionRequired, 200), body: both(PolicyVersionTexts.sectionRequired, 20_000) }), {
      error: PolicyVersionTexts.sectionsRequired,
    })
    .min(1, PolicyVersionTexts.sectionsRequired)
    .max(POLICY_SECTIONS_MAX),
  summary: z
    .string({ error: PolicyVersionTexts.summaryRequired })
    .trim()
    .min(1, PolicyVersionTexts.summaryRequired)
    .max(2000, PolicyVersionTexts.summaryRequired),
  effectiveFrom: isoDay,
});
export type PublishPolicyVersionBody = z.infer<typeof publishPolicyVersionBody>;

export const policyTypeParams = z.object({ type: z.enum(POLICY_TYPES) });
export const policyVersionIdParams = z.object({ id: z.uuid({ error: PolicyVersionTexts.notFound }) });
export const withdrawPolicyVersionBody = z.object({ reason: auditReason });

const localized = z.object({ en: z.string(), ar: z.string() });
/** One version as the admin reads it. */
export const policyVersionSchema = z.object({
  id: z.string(),
  type: z.enum(POLICY_TYPES),
  version: z.number().int(),
  title: localized,
  sections: z.array(z.object({ heading: localized, body: localized })),
  summary: z.string(),
  effectiveFrom: z.string(),
  status: z.enum(POLICY_VERSION_STATUSES),
  createdAt: z.string(),
  authorId: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

/** GET /admin/policies: each policy with its versions, newest first. */
export const policyHistorySchema = z.object({ type: z.enum(POLICY_TYPES), versions: z.array(policyVersionSchema) });
export type PolicyHistory = z.infer<typeof policyHistorySchema>;
