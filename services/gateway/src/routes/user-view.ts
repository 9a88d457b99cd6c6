import type { CurrentUser } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import { toFileRef } from './file-ref';

/** The current user of spec §3, as the web apps read it (role.name, roleId 2 = helper, profilePic …). */
export function toCurrentUser(user: auth.User | undefined): CurrentUser | null {
  if (!user) return null;
  const p = user.profile;
  return {
    id: user.id,
    // Spec §3's role ids: 1 = user, 2 = helper (3 = admin).
    roleId: { USER: 1, HELPER: 2, ADMIN: 3 }[authNames.roleNames.nameOf(user.role)],
    role: { name: authNames.roleNames.nameOf(user.role) },
    roles: user.roles.map((role) => authNames.roleNames.nameOf(role)),
    verified: user.verified,
    isAvailable: user.isAvailable,
    verificationStatus: authNames.verificationStatusNames.fromProto(user.verificationStatus) ?? null,
    rejectionReason: user.rejectionReason || null,
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    username: p?.username ?? '',
    email: p?.email ?? '',
    phone: p?.phone || null,
    gender: p?.gender ?? '',
    languages: p?.languages ?? [],
    categories: p?.categories ?? [],
    favoriteCategories: p?.favoriteCategories ?? [],
    location: p?.location ?? null,
    bio: p?.bio ?? '',
    genderPreference: p?.genderPreference ?? '',
    profilePic: p?.profilePic ?? '',
    idCard: user.idCard ? toFileRef(user.idCard) : null,
    documents: user.documents.map(toFileRef),
    hasPassword: user.hasPassword,
    pendingEmail: user.pendingEmail || null,
  };
}
