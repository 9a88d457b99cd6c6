import { resendOtpBody, verifyOtpBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { eq, sql } from 'drizzle-orm';
import { OTP_HOURLY_CAP, OTP_RESEND_COOLDOWN_MS } from '../domain/one-time-code';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountByEmail } from '../store/account-queries';
import { codesIssuedSince, type OtpPurpose } from '../store/otp-store';
import { accounts } from '../store/schema';
import type { AuthDeps } from './deps';
import { confirmEmailChange } from './email-change';
import { prepareCode } from './send-code';
import { startSession } from './start-session';
import { checkCode } from './verify-code';

/**
 * /auth/verifyotp: the sign-up code verifies the account and signs it in. Signed in with a new e-mail
 * waiting (profile update), the code sent to that address confirms it instead.
 */
export async function verifyOtp(deps: AuthDeps, request: auth.VerifyOtpRequest, ctx: CallContext): Promise<auth.VerifyOtpResponse> {
  const { email, code } = validateInput(verifyOtpBody, request);
  const changed = await confirmEmailChange(deps, ctx, email, code);
  if (changed) return changed;
  const account = await findAccountByEmail(deps.db, email);
  await checkCode(deps.db, deps.secret, account?.id, 'SIGNUP', code);
  if (!account) throw AppError.invalid(ServiceTexts.invalidCode);
  await deps.db.update(accounts).set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())` }).where(eq(accounts.id, account.id));
  const verified = { ...account, verifiedAt: account.verifiedAt ?? new Date() };
  const role = verified.roles.some((r) => r.role === 'USER') ? 'USER' : 'HELPER';
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, verified, role);
}

/**
 * /auth/resendotp: a new code (cooldown 1 minute, at most 5 an hour). The answer is the same
 * whether or not the address has an account.
 */
export async function resendOtp(deps: AuthDeps, request: auth.ResendOtpRequest, ctx: CallContext): Promise<auth.ResendOtpResponse> {
  const { email } = validateInput(resendOtpBody, request);
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.verifiedAt) return {};
  // Limits are applied silently: an error here would tell who has an account.
  await sendCodeWithLimits(deps, account, 'SIGNUP', ctx.identity.language).catch((error: unknown) => {
    if (!(error instanceof AppError) || error.code !== 'RESOURCE_EXHAUSTED') throw error;
  });
  return {};
}

/** Refuses a new code within a minute of the last one, or beyond 5 an hour. */
export async function checkCodeLimits(deps: AuthDeps, accountId: string, purpose: OtpPurpose): Promise<void> {
  const lastHour = await codesIssuedSince(deps.db, accountId, purpose, new Date(Date.now() - 3600_000));
  if (lastHour.newest && Date.now() - lastHour.newest.getTime() < OTP_RESEND_COOLDOWN_MS) throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.resendTooSoon);
  if (lastHour.count >= OTP_HOURLY_CAP) throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.resendCapReached);
}

/** Issues and mails a code unless the cooldown or the hourly cap says no. */
export async function sendCodeWithLimits(deps: AuthDeps, account: { id: string; email: string; phone?: string | null }, purpose: 'SIGNUP' | 'PASSWORD_RESET', language: string): Promise<void> {
  await checkCodeLimits(deps, account.id, purpose);
  const deliver = await deps.db.transaction((tx) => prepareCode(deps, tx, account, purpose, language));
  await deliver();
}
