import { DEFAULT_PROFILE_PIC } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { AccountRow, AccountWithRoles } from '../store/account-queries';
import type { RoleName } from '../domain/session-token';
import { fileUrl, toStoredFile } from '../domain/stored-file';

/** An account's profile from its row alone (no files: the row's picture, or the default). */
export function toProfileMessage(account: AccountRow, pictureUrl?: string): auth.Profile {
  const p = account.profile;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    username: account.username,
    // Empty for a phone-only account (decision 0060).
    email: account.email ?? '',
    phone: account.phone ?? '',
    gender: account.gender,
    languages: p.languages,
    categories: p.categories,
    favoriteCategories: p.favoriteCategories,
    location: p.location ?? undefined,
    bio: p.bio,
    genderPreference: p.genderPreference,
    profilePic: pictureUrl ?? (p.profilePic || DEFAULT_PROFILE_PIC),
  };
}

/** The current user as the apps see it, for the role of the session. */
export function toUserMessage(account: AccountWithRoles, role: RoleName): auth.User {
  const helperRole = account.roles.find((r) => r.role === 'HELPER');
  const picture = account.files.findLast((f) => f.purpose === 'PROFILE_PICTURE');
  const idCard = account.files.findLast((f) => f.purpose === 'ID_CARD');
  return {
    id: account.id,
    role: authNames.roleNames.toProto(role),
    roles: account.roles.map((r) => authNames.roleNames.toProto(r.role)),
    verified: account.verifiedAt !== null,
    isAvailable: role === 'HELPER' ? (helperRole?.isAvailable ?? false) : false,
    verificationStatus: authNames.verificationStatusNames.parse(helperRole?.status),
    rejectionReason: helperRole?.rejectionReason ?? undefined,
    hasPassword: account.passwordHash !== null,
    pendingEmail: account.pendingEmail ?? undefined,
    idCard: idCard ? toStoredFile(idCard) : undefined,
    documents: account.files.filter((f) => f.purpose === 'DOCUMENT').map(toStoredFile),
    profile: toProfileMessage(account, picture ? fileUrl(picture.id) : undefined),
  };
}
