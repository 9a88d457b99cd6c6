import { ACCOUNT_UPLOAD_QUOTA, FileTexts, VISITOR_UPLOAD_QUOTA } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';

/** Files and bytes, as counted against a quota. */
export interface UploadUsage {
  files: number;
  bytes: number;
}

/** What an account has uploaded in the last hour and what it holds in all; a visitor's address has the hour only. */
export interface QuotaUsage {
  hour: UploadUsage;
  total?: UploadUsage;
}

interface Limit {
  files: number;
  bytes: number;
  text: string;
}

/** The limits that apply: the visitor's per address and hour, or the account's per hour and in total (numbers in contracts/files.ts). */
function limitsOf(usage: QuotaUsage, visitor: boolean): { used: UploadUsage; limit: Limit }[] {
  if (visitor) return [{ used: usage.hour, limit: { ...VISITOR_UPLOAD_QUOTA, text: FileTexts.visitorQuota } }];
  return [
    { used: usage.hour, limit: { ...ACCOUNT_UPLOAD_QUOTA.perHour, text: FileTexts.accountHourlyQuota } },
    { used: usage.total ?? { files: 0, bytes: 0 }, limit: { ...ACCOUNT_UPLOAD_QUOTA.total, text: FileTexts.accountTotalQuota } },
  ];
}

/**
 * Refuses (429, UPLOAD_QUOTA_EXCEEDED, with the text of the limit reached) a file of `bytes` more
 * when it would pass a limit: before an upload starts (bytes 0: is there room for one more file?),
 * chunk by chunk, and once more when the file is recorded.
 */
export function refuseOverQuota(usage: QuotaUsage, visitor: boolean, bytes: number): void {
  for (const { used, limit } of limitsOf(usage, visitor)) {
    if (used.files + 1 > limit.files || used.bytes + bytes > limit.bytes) throw new AppError('RESOURCE_EXHAUSTED', limit.text, 'UPLOAD_QUOTA_EXCEEDED');
  }
}
