import { authNames, type auth } from '@helpwire/proto';

/**
 * The requests as the use cases read them: the proto messages with their enums as the names the
 * contracts validate ("HELPER", "IN_REVIEW", "google", "DOCUMENT"), "" when unspecified, so a use
 * case checks a name the same way whichever way it came (gRPC, the admin CLI, a test).
 */
type Named<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

export type SignUpInput = Named<auth.SignUpRequest, 'role'>;
export type LoginInput = Named<auth.LoginRequest, 'role'>;
export type DeleteAccountInput = Named<auth.DeleteAccountRequest, 'role'>;
export type RegisterRoleInput = Named<auth.RegisterRoleRequest, 'role'>;
export type SocialSignInInput = Named<auth.SocialSignInRequest, 'role' | 'provider'>;
export type UploadInput = Named<auth.UploadRequest, 'purpose'>;
export interface SwitchRoleInput {
  userId: string;
  roleSlug: string;
}
export interface ListHelpersInput {
  status: string;
}
export interface ReviewHelperInput {
  helper: string;
  approve: boolean;
  /** "" when none was given. */
  reason: string;
}

const name = (names: { fromProto(value: number): string | undefined }, value: number): string => names.fromProto(value) ?? '';

export const fromSignUpRequest = (r: auth.SignUpRequest): SignUpInput => ({ ...r, role: name(authNames.roleNames, r.role) });
export const fromLoginRequest = (r: auth.LoginRequest): LoginInput => ({ ...r, role: name(authNames.roleNames, r.role) });
export const fromDeleteAccountRequest = (r: auth.DeleteAccountRequest): DeleteAccountInput => ({ ...r, role: name(authNames.roleNames, r.role) });
export const fromRegisterRoleRequest = (r: auth.RegisterRoleRequest): RegisterRoleInput => ({ ...r, role: name(authNames.roleNames, r.role) });
export const fromSocialSignInRequest = (r: auth.SocialSignInRequest): SocialSignInInput => ({
  ...r,
  provider: name(authNames.socialProviderNames, r.provider),
  role: name(authNames.roleNames, r.role),
});
export const fromSwitchRoleRequest = (r: auth.SwitchRoleRequest): SwitchRoleInput => ({ userId: r.userId, roleSlug: name(authNames.roleNames, r.role) });
export const fromListHelpersRequest = (r: auth.ListHelpersRequest): ListHelpersInput => ({ status: name(authNames.verificationStatusNames, r.status) });
export const fromReviewHelperRequest = (r: auth.ReviewHelperRequest): ReviewHelperInput => ({ helper: r.helper, approve: r.approve, reason: r.reason ?? '' });
export async function* fromUploadRequests(requests: AsyncIterable<auth.UploadRequest>): AsyncIterable<UploadInput> {
  for await (const r of requests) yield { ...r, purpose: name(authNames.filePurposeNames, r.purpose) };
}
