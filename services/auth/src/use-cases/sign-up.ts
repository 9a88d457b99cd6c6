import { helperSignUpBody, normalizePhone, signUpBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { SignUpInput } from '../grpc/request-messages';
import { validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { maskEmail } from '../domain/one-time-code';
import { hashPassword } from '../domain/password-hashing';
import { profileInput } from '../domain/profile-input';
import { takenError, takenFieldError } from '../domain/taken-texts';
import { enqueueProfileUpdated, enqueueUserRegistered } from '../events/account-events';
import { signUpNoticeMessage } from '../adapters/messaging/verification-messages';
import { findAccountByEmail, findAccountByIdentifier, takenFields } from '../store/account-queries';
import { insertAccountWithRole } from '../store/account-writes';
import type { ProfileData } from '../store/schema';
import { attachFiles } from '../store/file-queries';
import { decoyIdentity, rehearse } from '../store/rehearsal';
import type { AuthDeps } from './deps';
import { prepareCode } from './send-code';

/**
 * /auth/signup and /auth/signup/helper: the account, its role, a verification code by e-mail. An
 * e-mail or phone that already has an account is answered exactly as a new sign-up (no account is
 * enumerated); its owner is told by e-mail instead (docs/decisions/0014).
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
  });
  const documents = 'documents' in body ? body.documents : [];
  const phone = body.phone ? normalizePhone(body.phone) : null;
  // Usernames are public: a taken one may say so. A taken e-mail or phone must not (see below).
  const taken = await takenFields(deps.db, body.email, body.username, phone);
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
  const record = async (tx: Transaction, identity: { email: string; username: string; phone: string | null }) => {
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
    await sendSignUpNotice(deps, body.email, phone);
    ctx.logger.info({ role }, 'sign-up with an address that has an account: owner notified');
    return { userId: accountId, codeSentTo: maskEmail(body.email) };
  }
  const { accountId, deliver } = await deps.db
    .transaction((tx) => record(tx, { email: body.email, username: body.username, phone }))
    .catch((error: unknown) => {
      throw takenFieldError(error);
    });
  await deliver();
  ctx.logger.info({ accountId, role }, 'account registered');
  return { userId: accountId, codeSentTo: maskEmail(body.email) };
}

/** Tells the owners of `email` and `phone` that someone tried to sign up with them (in their language). */
async function sendSignUpNotice(deps: AuthDeps, email: string, phone: string | null): Promise<void> {
  const owners = [await findAccountByEmail(deps.db, email), phone ? await findAccountByIdentifier(deps.db, phone) : undefined];
  const addresses = new Map(owners.filter((owner) => owner !== undefined).map((owner) => [owner.email, owner.language]));
  for (const [to, language] of addresses) await deps.messages.send({ channel: 'email', to, ...signUpNoticeMessage(language) });
}
