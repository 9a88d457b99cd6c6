import { AdminPermission, FilePurpose, Role, SecondFactorStep, SocialProvider, VerificationStatus, WarningSource } from '../gen/helpwire/auth/v1/auth';
import { enumNames } from './enum-names';

/** The auth domain's enums and the names of their values in REST, the database and the web apps. */
export const roleNames = enumNames(Role.ROLE_UNSPECIFIED, { USER: Role.ROLE_USER, HELPER: Role.ROLE_HELPER, ADMIN: Role.ROLE_ADMIN });

export const verificationStatusNames = enumNames(VerificationStatus.VERIFICATION_STATUS_UNSPECIFIED, {
  IN_REVIEW: VerificationStatus.VERIFICATION_STATUS_IN_REVIEW,
  APPROVED: VerificationStatus.VERIFICATION_STATUS_APPROVED,
  REJECTED: VerificationStatus.VERIFICATION_STATUS_REJECTED,
});

export const filePurposeNames = enumNames(FilePurpose.FILE_PURPOSE_UNSPECIFIED, {
  PROFILE_PICTURE: FilePurpose.FILE_PURPOSE_PROFILE_PICTURE,
  ID_CARD: FilePurpose.FILE_PURPOSE_ID_CARD,
  DOCUMENT: FilePurpose.FILE_PURPOSE_DOCUMENT,
  DISPUTE: FilePurpose.FILE_PURPOSE_DISPUTE,
  TUTORIAL_VIDEO: FilePurpose.FILE_PURPOSE_TUTORIAL_VIDEO,
});

export const socialProviderNames = enumNames(SocialProvider.SOCIAL_PROVIDER_UNSPECIFIED, {
  google: SocialProvider.SOCIAL_PROVIDER_GOOGLE,
  microsoft: SocialProvider.SOCIAL_PROVIDER_MICROSOFT,
  apple: SocialProvider.SOCIAL_PROVIDER_APPLE,
  facebook: SocialProvider.SOCIAL_PROVIDER_FACEBOOK,
});

/** An admin's second sign-in step (decision 0064), as POST /auth/login/admin answers it in `secondFactor`. */
export const secondFactorStepNames = enumNames(SecondFactorStep.SECOND_FACTOR_STEP_UNSPECIFIED, {
  TOTP: SecondFactorStep.SECOND_FACTOR_STEP_TOTP,
  ENROLL: SecondFactorStep.SECOND_FACTOR_STEP_ENROLL,
});

/** What gave a warning (the account_warnings table's source). */
export const warningSourceNames = enumNames(WarningSource.WARNING_SOURCE_UNSPECIFIED, {
  DISPUTE: WarningSource.WARNING_SOURCE_DISPUTE,
  ADMIN: WarningSource.WARNING_SOURCE_ADMIN,
  FLAG: WarningSource.WARNING_SOURCE_FLAG,
});

/** What an admin may do beyond every admin's pages (decision 0083), as REST and the database name it. */
export const adminPermissionNames = enumNames(AdminPermission.ADMIN_PERMISSION_UNSPECIFIED, {
  'admins.manage': AdminPermission.ADMIN_PERMISSION_ADMINS_MANAGE,
});
