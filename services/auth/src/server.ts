import { auth } from '@helpwire/proto';
import { AppError, type AsyncHandlers } from '@helpwire/service-kit';
import type { AuthDeps } from './use-cases/deps';
import { reviewHelperAsAdmin, setAvailability } from './use-cases/helper-status';
import { login } from './use-cases/login';
import { changePassword, forgotPassword, resetPassword } from './use-cases/passwords';
import { checkSession, getCurrentUser, logout, switchRole } from './use-cases/sessions';
import { signUp } from './use-cases/sign-up';
import { resendOtp, verifyOtp } from './use-cases/verification';

export const authServiceName = 'helpwire.auth.v1.AuthService';
export const authServiceDefinition = auth.AuthServiceService;

/** The gRPC handlers of AuthService: each maps one call to one use case. */
export function authHandlers(deps: AuthDeps): AsyncHandlers<auth.AuthServiceServer> {
  return {
    signUp: (request, ctx) => signUp(deps, request, ctx),
    verifyOtp: (request) => verifyOtp(deps, request),
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
    // In progress this session: each is replaced by its use case.
    listHelpers: () => Promise.reject(new AppError('UNAVAILABLE', 'Not available yet')),
    updateProfile: () => Promise.reject(new AppError('UNAVAILABLE', 'Not available yet')),
    deleteAccount: () => Promise.reject(new AppError('UNAVAILABLE', 'Not available yet')),
    registerRole: () => Promise.reject(new AppError('UNAVAILABLE', 'Not available yet')),
    socialSignIn: () => Promise.reject(new AppError('UNAVAILABLE', 'Not available yet')),
  };
}
