import { AppError, type Database } from '@helpwire/service-kit';
import { codeMatches, OTP_MAX_ATTEMPTS } from '../domain/one-time-code';
import { ServiceTexts } from '../domain/service-texts';
import { consumeCode, countWrongAttempt, latestLiveCode, type OtpPurpose } from '../store/otp-store';

/**
 * Checks a code against the account's live code of that purpose: expired, used or unknown codes
 * and wrong guesses all answer the same; the fifth wrong guess locks the code.
 */
export async function checkCode(db: Database, secret: string, accountId: string | undefined, purpose: OtpPurpose, code: string): Promise<void> {
  const live = accountId ? await latestLiveCode(db, accountId, purpose) : undefined;
  if (!live || live.expiresAt.getTime() < Date.now()) throw AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
  if (live.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.tooManyWrongCodes, 'AUTH_CODE_ATTEMPTS_EXCEEDED');
  if (!codeMatches(code, live.codeHash, secret)) {
    const attempts = await countWrongAttempt(db, live.id);
    throw attempts >= OTP_MAX_ATTEMPTS
      ? new AppError('RESOURCE_EXHAUSTED', ServiceTexts.tooManyWrongCodes, 'AUTH_CODE_ATTEMPTS_EXCEEDED')
      : AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
  }
  if (!(await consumeCode(db, live.id))) throw AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
}
