import { AuthTexts, helperProfileUpdateBody, normalizePhone, profileUpdateBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { maskEmail } from '../domain/one-time-code';
import { ServiceTexts } from '../domain/service-texts';
import { profileInput } from '../domain/profile-input';
import { takenError, takenFieldError } from '../domain/taken-texts';
import { toUserMessage } from '../grpc/user-messages';
import { enqueueHelperResubmitted, enqueueProfileUpdated } from '../events/account-events';
import { findAccountById, lockRole, takenFields } from '../store/account-queries';
import { updateAccount } from '../store/account-writes';
import { setHelperStatus } from '../store/role-writes';
import type { ProfileData } from '../store/schema';
import type { AuthDeps } from './deps';
import { attachProfileFiles } from './profile-files';
import { prepareCode } from './send-code';
import { signedIn } from './sessions';
import { checkCodeLimits } from './verification';

/**
 * /users/update and /helpers/update: every profile field of the signed-in account. A new e-mail waits
 * (pendingEmail) until the code sent to it is verified; a helper whose ID card or documents change goes
 * back to review and off availability.
 */
export async function updateProfile(deps: AuthDeps, request: auth.UpdateProfileRequest, ctx: CallContext): Promise<auth.UpdateProfileResponse> {
  const { userId, role } = signedIn(ctx);
  if (role !== 'USER' && role !== 'HELPER') throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const pic = request.removeProfilePic ? null : request.profilePicFileId || undefined;
  const body = validateInput(role === 'HELPER' ? helperProfileUpdateBody : profileUpdateBody, {
    ...profileInput(request.profile),
    profilePic: pic,
    idCard: request.idCardFileId || undefined,
    documents: request.documents?.ids,
  });
  const documents = 'documents' in body ? (body.documents as string[] | undefined) : undefined;
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  const phone = normalizePhone(body.phone);
  // An e-mail stays once there is one: only an account signed up by phone may leave it empty.
  if (!body.email && account.email) throw AppError.invalid(AuthTexts.emailRequired, 'VALIDATION_FAILED');
  const email = body.email ?? null;
  const taken = await takenFields(deps.db, email, body.username, phone, userId);
  if (taken.length > 0) throw AppError.all(taken.map(takenError));
  const newEmail = email && email !== account.email ? email : null;
  if (newEmail) await checkCodeLimits(deps, userId, 'EMAIL_CHANGE');

  const after = await deps.db
    .transaction(async (tx) => {
      // A deletion that committed since the session was checked leaves no role: nothing is written back.
      if (!(await lockRole(tx, userId, role))) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
      const attached = await attachProfileFiles(deps, tx, account, { profilePicFileId: pic, idCardFileId: body.idCard, documentFileIds: documents });
      const profile: ProfileData = {
        ...account.profile,
        languages: body.languages,
        categories: body.categories,
        location: body.location,
        bio: body.bio ?? '',
        genderPreference: body.genderPreference ?? account.profile.genderPreference,
      };
      await updateAccount(tx, userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        username: body.username,
        phone,
        gender: body.gender,
        profile,
        ...(newEmail ? { pendingEmail: newEmail } : {}),
      });
      await enqueueProfileUpdated(tx, {
        id: userId,
        email: account.email,
        firstName: body.firstName,
        gender: body.gender,
        profile,
        phone,
        language: account.language,
      });
      const helper = account.roles.find((r) => r.role === 'HELPER');
      if (role === 'HELPER' && helper && attached.reviewFilesChanged && helper.status !== 'IN_REVIEW') {
        await setHelperStatus(tx, userId, 'IN_REVIEW', null);
        await enqueueHelperResubmitted(tx, userId);
      }
      const deliverCode = newEmail ? await prepareCode(deps, tx, { id: userId, email: newEmail }, 'EMAIL_CHANGE', ctx.identity.language) : undefined;
      return { deliverCode, attached };
    })
    .catch((error: unknown) => {
      throw takenFieldError(error);
    });
  await after.attached.afterCommit();
  if (after.deliverCode) await after.deliverCode();
  const updated = await findAccountById(deps.db, userId);
  if (!updated) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return { user: toUserMessage(updated, role), emailCodeSentTo: newEmail ? maskEmail(newEmail) : '' };
}
