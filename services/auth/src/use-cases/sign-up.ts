import { helperSignUpBody, normalizePhone, signUpBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { SignUpInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { maskEmail, maskPhone } from '../domain/one-time-code';
import { hashPassword } from '../domain/password-hashing';
import { profileInput } from '../domain/profile-input';
import { takenError, takenFieldError } from '../domain/taken-texts';
import { enqueueProfileUpdated, enqueueUserRegistered } from '../events/account-events';
import { signUpNoticeMessage } from '../adapters/messaging/verification-messages';
import { AuthTexts } from '@helpwire/contracts';
import { findAccountByEmail, findAccountRowByPhone, takenFields } from '../store/account-queries';
import { insertAccountWithRole } from '../store/account-writes';
import type { ProfileData } from '../store/schema';
import { attachFiles } from '../store/file-queries';
import { decoyIdentity, rehearse } from '../store/rehearsal';
import type { AuthDeps } from './deps';
import { prepareCode } from './send-code';

/**
 * /auth/signup and /auth/signup/helper: the account, its role, a verification code by e-mail — or,
 * for a user who chose the phone as contact, by SMS to a phone-only account (decision 0060). An
 * e-mail or phone that already has an account is answered exactly as a new sign-up (no account is
 * enumerated); its owner is told instead (docs/decisions/0014).
 */
export async function signUp(deps: AuthDeps, request: SignUpInput, ctx: CallContext): Promise<auth.SignUpResponse> {
  const role = request.role === 'HELPER' ? 'HELPER' : 'USER';
  const body = validateInput(role === 'HELPER' ? helperSignUpBody : signUpBody, {
    ...profileInput(request.profile),
    password: request.password,
    confirmPassword: request.confirmPassword,
    acceptTerms: request.termsAccepted,
    idCard: request.idCardFileId || undefined,
    documents: role === 'HELPER' ? request.documentFileIds : undefined,
    ...(role === 'USER' && request.contactType ? { contactType: request.contactType } : {}),
  });
  const documents = 'documents' in body ? body.documents : [];
  const phone = body.phone ? normalizePhone(body.phone) : null;
  const byPhone = 'contactType' in body && body.contactType === 'phone';
  // The contract made the phone required and the e-mail empty when the code goes by SMS.
  const email = byPhone ? null : (body.email ?? null);
  if (byPhone && deps.messages.has?.('sms') === false) throw new AppError('FAILED_PRECONDITION', AuthTexts.smsUnavailable, 'AUTH_SMS_UNAVAILABLE');
  const codeSentTo = email ? maskEmail(email) : maskPhone(phone ?? '');
  // Usernames are public: a taken one may say so. A taken e-mail or phone must not (see below).
  const taken = await takenFields(deps.db, email, body.username, phone);
  if (taken.includes('username')) throw takenError('username');

  const passwordHash = await hashPassword(body.password);
  const profile: ProfileData = {
    languages: body.languages,
    categories: body.categories,
    favoriteCategories: [],
    location: body.location,
    bio: body.bio ?? '',
    genderPreference: body.genderPreference ?? 'NO_PREFERENCE',
    profilePic: '',
  };
  const record = async (tx: Transaction, identity: { email: string | null; username: string; phone: string | null }) => {
    const account = await insertAccountWithRole(
      tx,
      { ...identity, passwordHash, firstName: body.firstName, lastName: body.lastName, gender: body.gender, language: ctx.identity.language, profile },
      role,
    );
    // The visitor's uploads become the account's (unclaimed, right purpose, under 24 h old).
    await attachFiles(tx, deps.files, account.id, { idCardFileId: body.idCard, documentFileIds: documents.length > 0 ? documents : undefined });
    await enqueueUserRegistered(tx, account.id, role, account.email, ctx.identity.language);
    await enqueueProfileUpdated(tx, {
      id: account.id,
      email: account.email,
      firstName: body.firstName,
      gender: body.gender,
      profile,
      phone: account.phone,
      language: ctx.identity.language,
    });
    return { accountId: account.id, deliver: await prepareCode(deps, tx, account, 'SIGNUP', ctx.identity.language) };
  };

  if (taken.length > 0) {
    // The e-mail or phone has an account: the same work on a rehearsed account (same checks, same
    // answer, about the same time), and its owner gets a notice instead of a code.
    const { accountId } = await rehearse(deps.db, (tx) => record(tx, { ...decoyIdentity(), phone: null }));
    await sendSignUpNotice(deps, email, phone);
    ctx.logger.info({ role }, 'sign-up with an address that has an account: owner notified');
    return { userId: accountId, codeSentTo };
  }
  const { accountId, deliver } = await deps.db
    .transaction((tx) => record(tx, { email, username: body.username, phone }))
    .catch((error: unknown) => {
      throw takenFieldError(error);
    });
  await deliver();
  ctx.logger.info({ accountId, role, byPhone }, 'account registered');
  return { userId: accountId, codeSentTo };
}

/**
 * Tells the owners of `email` and `phone` that someone tried to sign up with them (in their language):
 * by e-mail, or by SMS to an owner that has no e-mail (a phone-only account).
 */
async function sendSignUpNotice(deps: AuthDeps, email: string | null, phone: string | null): Promise<void> {
  const owners = [email ? await findAccountByEmail(deps.db, email) : undefined, phone ? await findAccountRowByPhone(deps.db, phone) : undefined];
  const sent = new Set<string>();
  for (const owner of owners) {
    if (!owner || sent.has(owner.id)) continue;
    sent.add(owner.id);
    const notice = signUpNoticeMessage(owner.language);
    if (owner.email) await deps.messages.send({ channel: 'email', to: owner.email, ...notice });
    else if (owner.phone) await deps.messages.send({ channel: 'sms', to: owner.phone, ...notice });
  }
}
