import { helperSignUpBody, normalizePhone, signUpBody } from '@helpwire/contracts';
import { events, type auth } from '@helpwire/proto';
import { AppError, enqueueEvent, validateInput, type CallContext } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { maskEmail } from '../domain/one-time-code';
import { hashPassword } from '../domain/password-hashing';
import { profileInput } from '../domain/profile-input';
import { TAKEN_TEXT, takenFieldError } from '../domain/taken-texts';
import { takenFields } from '../store/account-queries';
import { attachFiles } from '../store/file-queries';
import { accountRoles, accounts, outbox } from '../store/schema';
import type { AuthDeps } from './deps';
import { prepareCode } from './send-code';

/** /auth/signup and /auth/signup/helper: the account, its role, a verification code by e-mail. */
export async function signUp(deps: AuthDeps, request: auth.SignUpRequest, ctx: CallContext): Promise<auth.SignUpResponse> {
  const role = request.role === 'HELPER' ? 'HELPER' : 'USER';
  const body = validateInput(role === 'HELPER' ? helperSignUpBody : signUpBody, {
    ...profileInput(request.profile),
    password: request.password,
    confirmPassword: request.confirmPassword,
    acceptTerms: request.termsAccepted,
    idCard: request.idCardFileId || undefined,
    documents: role === 'HELPER' ? request.documentFileIds : undefined,
  });
  const documents = 'documents' in body ? body.documents : [];
  const phone = body.phone ? normalizePhone(body.phone) : null;
  const taken = await takenFields(deps.db, body.email, body.username, phone);
  if (taken.length > 0) throw new AppError('ALREADY_EXISTS', taken.map((field) => TAKEN_TEXT[field]));

  const passwordHash = await hashPassword(body.password);
  const { accountId, deliver } = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: body.email,
        phone,
        username: body.username,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.gender,
        language: ctx.identity.language,
        profile: {
          languages: body.languages,
          categories: body.categories,
          favoriteCategories: [],
          location: body.location,
          bio: body.bio ?? '',
          genderPreference: body.genderPreference ?? 'NO_PREFERENCE',
          profilePic: '',
        },
      })
      .returning({ id: accounts.id, email: accounts.email, phone: accounts.phone });
    if (!account) throw new Error('account insert returned no row');
    await tx.insert(accountRoles).values({ accountId: account.id, role, status: role === 'HELPER' ? 'IN_REVIEW' : 'ACTIVE' });
    // The visitor's uploads become the account's (unclaimed, right purpose, under 24 h old).
    await attachFiles(tx, deps.files, account.id, { idCardFileId: body.idCard, documentFileIds: documents.length > 0 ? documents : undefined });
    const eventId = randomUUID();
    await enqueueEvent(tx, outbox, {
      id: eventId,
      subject: 'helpwire.auth.user_registered',
      payload: events.UserRegistered.encode({ eventId, userId: account.id, role, email: account.email, language: ctx.identity.language, occurredAt: new Date().toISOString() }).finish(),
    });
    return { accountId: account.id, deliver: await prepareCode(deps, tx, account, 'SIGNUP', ctx.identity.language) };
  }).catch((error: unknown) => {
    throw takenFieldError(error);
  });
  deps.outboxRelay.wake();
  await deliver();
  ctx.logger.info({ accountId, role }, 'account registered');
  return { userId: accountId, codeSentTo: maskEmail(body.email) };
}
