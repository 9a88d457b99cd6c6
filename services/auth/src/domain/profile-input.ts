import type { auth } from '@helpwire/proto';

/**
 * The profile fields of a request as the contracts read them: proto3 sends "" for a field that was not
 * set, which the contracts treat as absent for the optional ones (phone at user sign-up, bio, gender
 * preference) and as missing for the required ones.
 */
export function profileInput(p: auth.Profile | undefined) {
  return {
    firstName: p?.firstName,
    lastName: p?.lastName,
    username: p?.username,
    email: p?.email,
    phone: p?.phone || undefined,
    gender: p?.gender,
    languages: p?.languages,
    categories: p?.categories,
    location: p?.location,
    bio: p?.bio || undefined,
    genderPreference: p?.genderPreference || undefined,
  };
}
