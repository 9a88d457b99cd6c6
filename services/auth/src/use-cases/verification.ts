import { resendOtpBody, verifyOtpBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { OTP_HOURLY_CAP, OTP_RESEND_COOLDOWN_MS } from '../domain/one-time-code';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountByContact, findAccountRowByContact, type AccountRow } from '../store/account-queries';
import { codesIssuedSince, type OtpPurpose } from '../store/otp-store';
import { insertDecoyAccount, rehearse } from '../store/rehearsal';
import { markVerified } from '../store/account-writes';
import type { AuthDeps } from './deps';
import { confirmEmailChange } from './confirm-email-change';
import { prepareCode } from './send-code';
import { startSession } from './start-session';
import { checkCode } from './verify-code';

/**
 * /auth/verifyotp: the sign-up code, with the e-mail or phone it went to, verifies the account and
 * signs it in. Signed in with a new e-mail waiting (profile update), the code sent to that address
 * confirms it instead.
 */
export async function verifyOtp(deps: AuthDeps, request: auth.VerifyOtpRequest, ctx: CallContext): Promise<auth.VerifyOtpResponse> {
  const { email, phone, code } = validateInput(verifyOtpBody, contactOf(request, { code: request.code }));
  const changed = email ? await confirmEmailChange(deps, ctx, email, code) : undefined;
  if (changed) return changed;
  const account = await findAccountByContact(deps.db, { email, phone });
  await checkCode(deps.db, deps.secret, account?.id, 'SIGNUP', code);
  if (!account) throw AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
  await markVerified(deps.db, account.id);
  const verified = { ...account, verifiedAt: account.verifiedAt ?? new Date() };
  const role = verified.roles.some((r) => r.role === 'USER') ? 'USER' : 'HELPER';
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, verified, role);
}

/**
 * /auth/resendotp: a new code (cooldown 1 minute, at most 5 an hour). The answer, and its time, are the
 * same whether or not the address has an unverified account.
 */
export async function resendOtp(deps: AuthDeps, request: auth.ResendOtpRequest, ctx: CallContext): Promise<auth.ResendOtpResponse> {
  const account = await findAccountRowByContact(deps.db, validateInput(resendOtpBody, contactOf(request)));
  await issueCodeUnseen(deps, account && !account.verifiedAt ? account : undefined, 'SIGNUP', ctx);
  return {};
}

/** The e-mail or phone of a code step's request as its body names them (an empty e-mail is none). */
export function contactOf<T extends object>(request: { email: string; phone?: string | undefined }, rest?: T) {
  return { email: request.email || undefined, phone: request.phone || undefined, ...rest };
}

/**
 * Issues a code to `account` (when it has one and its limits allow) without the caller learning
 * which: otherwise the same statements run on a rehearsed account and roll back, limits are applied
 * silently, and the messages go after the answer (a mail server's time never shows).
 */
export async function issueCodeUnseen(deps: AuthDeps, account: AccountRow | undefined, purpose: 'SIGNUP' | 'PASSWORD_RESET', ctx: CallContext): Promise<void> {
  const allowed = await checkCodeLimits(deps, account?.id ?? randomUUID(), purpose).then(
    () => account !== undefined,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'RESOURCE_EXHAUSTED') return false;
      throw error;
    },
  );
  if (!allowed || !account) {
    await rehearse(deps.db, async (tx) => prepareCode(deps, tx, await insertDecoyAccount(tx), purpose, ctx.identity.language));
    return;
  }
  const deliver = await deps.db.transaction((tx) => prepareCode(deps, tx, account, purpose, ctx.identity.language));
  deliver().catch((error: unknown) => ctx.logger.error({ err: error, accountId: account.id, purpose }, 'code delivery failed'));
}

/** Refuses a new code within a minute of the last one, or beyond 5 an hour. */
export async function checkCodeLimits(deps: AuthDeps, accountId: string, purpose: OtpPurpose): Promise<void> {
  const lastHour = await codesIssuedSince(deps.db, accountId, purpose, new Date(Date.now() - 3600_000));
  if (lastHour.newest && Date.now() - lastHour.newest.getTime() < OTP_RESEND_COOLDOWN_MS)
    throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.resendTooSoon, 'AUTH_RESEND_TOO_SOON');
  if (lastHour.count >= OTP_HOURLY_CAP) throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.resendCapReached, 'AUTH_RESEND_CAP_REACHED');
}

/** Issues and mails a code unless the cooldown or the hourly cap says no. */
export async function sendCodeWithLimits(
  deps: AuthDeps,
  account: { id: string; email: string | null; phone?: string | null },
  purpose: 'SIGNUP' | 'PASSWORD_RESET',
  language: string,
): Promise<void> {
  await checkCodeLimits(deps, account.id, purpose);
  const deliver = await deps.db.transaction((tx) => prepareCode(deps, tx, account, purpose, language));
  await deliver();
}
