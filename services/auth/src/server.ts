import { auth } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { listHelpers } from './use-cases/admins';
import { deleteAccount } from './use-cases/delete-account';
import type { AuthDeps } from './use-cases/deps';
import { reviewHelperAsAdmin, setAvailability } from './use-cases/helper-status';
import { login } from './use-cases/login';
import { changePassword, forgotPassword, resetPassword } from './use-cases/passwords';
import { checkSession, getCurrentUser, logout, switchRole } from './use-cases/sessions';
import { registerRole } from './use-cases/register-role';
import { signUp } from './use-cases/sign-up';
import { listSocialProviders, socialSignIn } from './use-cases/social-sign-in';
import { updateProfile } from './use-cases/update-profile';
import { resendOtp, verifyOtp } from './use-cases/verification';

export const authServiceName = 'helpwire.auth.v1.AuthService';
export const authServiceDefinition = auth.AuthServiceService;

/** The gRPC handlers of AuthService: each maps one call to one use case. */
export function authHandlers(deps: AuthDeps): AsyncHandlers<auth.AuthServiceServer> {
  return {
    signUp: (request, ctx) => signUp(deps, request, ctx),
    verifyOtp: (request, ctx) => verifyOtp(deps, request, ctx),
    resendOtp: (request, ctx) => resendOtp(deps, request, ctx),
    login: (request, ctx) => login(deps, request, ctx),
    logout: (request) => logout(deps, request),
    checkSession: (request) => checkSession(deps, request),
    getCurrentUser: (_request, ctx) => getCurrentUser(deps, ctx),
    forgotPassword: (request, ctx) => forgotPassword(deps, request, ctx),
    resetPassword: (request) => resetPassword(deps, request),
    changePassword: (request, ctx) => changePassword(deps, request, ctx),
    switchRole: (request, ctx) => switchRole(deps, request, ctx),
    setAvailability: (request, ctx) => setAvailability(deps, request, ctx),
    reviewHelper: (request, ctx) => reviewHelperAsAdmin(deps, request, ctx),
    listHelpers: (request, ctx) => listHelpers(deps, request, ctx),
    updateProfile: (request, ctx) => updateProfile(deps, request, ctx),
    deleteAccount: (request, ctx) => deleteAccount(deps, request, ctx),
    registerRole: (request, ctx) => registerRole(deps, request, ctx),
    socialSignIn: (request, ctx) => socialSignIn(deps, request, ctx),
    listSocialProviders: () => listSocialProviders(deps),
  };
}
