import { auth, authNames } from '@helpwire/proto';
import { adminSanctions } from '../use-cases/account-sanctions';
import { getAccountNames } from '../use-cases/account-names';
import {
  endAccountSessions,
  eraseAccountAsAdmin,
  exportAccountProfile,
  getAccountRecord,
  resendAccountVerification,
  searchAccountsAsAdmin,
} from '../use-cases/admin-people';
import type { AsyncHandlers } from '@helpwire/service-kit';
import {
  fromDeleteAccountRequest,
  fromListHelpersRequest,
  fromLoginRequest,
  fromRegisterRoleRequest,
  fromReviewHelperRequest,
  fromSignUpRequest,
  fromSocialSignInRequest,
  fromSwitchRoleRequest,
} from './request-messages';
import { enrollAdminSecondFactor, verifyAdminSecondFactor } from '../use-cases/admin-second-factor';
import { countHelpers, listHelpers } from '../use-cases/admins';
import { listMyWarnings } from '../use-cases/list-my-warnings';
import { acceptAdminInvitation } from '../use-cases/accept-admin-invitation';
import { deactivateAdmin, getAdminPermissions, inviteAdmin, listAdmins, setAdminPermission } from '../use-cases/manage-admins';
import { fromInviteAdminRequest, fromSetAdminPermissionRequest, toAdminRecordMessage, toGetAdminPermissionsResponseMessage } from './admin-messages';
import { deleteAccount } from '../use-cases/delete-account';
import type { AuthDeps } from '../use-cases/deps';
import { reviewHelperAsAdmin, setAvailability } from '../use-cases/helper-status';
import { login } from '../use-cases/login';
import { changePassword, forgotPassword, resetPassword } from '../use-cases/passwords';
import { checkSession, checkSessions, getCallerProfile, getCurrentUser, logout, switchRole } from '../use-cases/sessions';
import { registerRole } from '../use-cases/register-role';
import { signUp } from '../use-cases/sign-up';
import { listSocialProviders, socialSignIn } from '../use-cases/social-sign-in';
import { setFavoriteCategories } from '../use-cases/set-favorite-categories';
import { updateProfile } from '../use-cases/update-profile';
import { resendOtp, verifyOtp } from '../use-cases/verification';

export const authServiceName = 'helpwire.auth.v1.AuthService';
export const authServiceDefinition = auth.AuthServiceService;

/**
 * The gRPC handlers of AuthService: each maps one call to one use case, turning the request's enums
 * into the names the use cases check (grpc/requests.ts) and names back into enums on the way out.
 */
export function authHandlers(deps: AuthDeps): AsyncHandlers<auth.AuthServiceServer> {
  return {
    signUp: (request, ctx) => signUp(deps, fromSignUpRequest(request), ctx),
    verifyOtp: (request, ctx) => verifyOtp(deps, request, ctx),
    resendOtp: (request, ctx) => resendOtp(deps, request, ctx),
    login: (request, ctx) => login(deps, fromLoginRequest(request), ctx),
    logout: (request) => logout(deps, request),
    checkSession: (request) => checkSession(deps, request),
    checkSessions: (request) => checkSessions(deps, request),
    getCurrentUser: (_request, ctx) => getCurrentUser(deps, ctx),
    getCallerProfile: (_request, ctx) => getCallerProfile(deps, ctx),
    forgotPassword: (request, ctx) => forgotPassword(deps, request, ctx),
    resetPassword: (request) => resetPassword(deps, request),
    changePassword: (request, ctx) => changePassword(deps, request, ctx),
    switchRole: (request, ctx) => switchRole(deps, fromSwitchRoleRequest(request), ctx),
    setAvailability: (request, ctx) => setAvailability(deps, request, ctx),
    reviewHelper: async (request, ctx) => {
      const { userId, status } = await reviewHelperAsAdmin(deps, fromReviewHelperRequest(request), ctx);
      return { userId, status: authNames.verificationStatusNames.toProto(status) };
    },
    listHelpers: (request, ctx) => listHelpers(deps, fromListHelpersRequest(request), ctx),
    countHelpers: (request, ctx) => countHelpers(deps, fromListHelpersRequest(request), ctx),
    getAccountNames: (request, ctx) => getAccountNames(deps, request, ctx),
    suspendAccount: (request, ctx) => adminSanctions.suspend(deps, request, ctx),
    unsuspendAccount: (request, ctx) => adminSanctions.unsuspend(deps, request, ctx),
    warnAccount: (request, ctx) => adminSanctions.warn(deps, request, ctx),
    listMyWarnings: (_request, ctx) => listMyWarnings(deps, ctx),
    searchAccounts: (request, ctx) => searchAccountsAsAdmin(deps, request, ctx),
    getAccountRecord: (request, ctx) => getAccountRecord(deps, request, ctx),
    endAccountSessions: (request, ctx) => endAccountSessions(deps, request, ctx),
    resendAccountVerification: (request, ctx) => resendAccountVerification(deps, request, ctx),
    exportAccountProfile: (request, ctx) => exportAccountProfile(deps, request, ctx),
    eraseAccount: (request, ctx) => eraseAccountAsAdmin(deps, request, ctx),
    updateProfile: async (request, ctx) => {
      const { user, emailCodeSentTo } = await updateProfile(deps, request, ctx);
      return { user, emailCodeSentTo: emailCodeSentTo || undefined };
    },
    setFavoriteCategories: (request, ctx) => setFavoriteCategories(deps, request, ctx),
    deleteAccount: (request, ctx) => deleteAccount(deps, fromDeleteAccountRequest(request), ctx),
    registerRole: (request, ctx) => registerRole(deps, fromRegisterRoleRequest(request), ctx),
    socialSignIn: (request, ctx) => socialSignIn(deps, fromSocialSignInRequest(request), ctx),
    listSocialProviders: async () => {
      const { providers } = await listSocialProviders(deps);
      return { providers: providers.map(({ provider, clientId }) => ({ provider: authNames.socialProviderNames.toProto(provider), clientId })) };
    },
    verifyAdminSecondFactor: (request, ctx) => verifyAdminSecondFactor(deps, request, ctx),
    enrollAdminSecondFactor: (request, ctx) => enrollAdminSecondFactor(deps, request, ctx),
    getAdminPermissions: async (_request, ctx) => toGetAdminPermissionsResponseMessage(await getAdminPermissions(deps, ctx)),
    listAdmins: async (_request, ctx) => ({ admins: (await listAdmins(deps, ctx)).map(toAdminRecordMessage) }),
    inviteAdmin: async (request, ctx) => ({ admin: toAdminRecordMessage(await inviteAdmin(deps, fromInviteAdminRequest(request), ctx)) }),
    setAdminPermission: async (request, ctx) => ({ admin: toAdminRecordMessage(await setAdminPermission(deps, fromSetAdminPermissionRequest(request), ctx)) }),
    deactivateAdmin: async (request, ctx) => {
      await deactivateAdmin(deps, request, ctx);
      return {};
    },
    acceptAdminInvitation: (request) => acceptAdminInvitation(deps, request),
  };
}
