/**
 * @helpwire/account: the account form parts shared by the shell's auth pages and the user
 * and helper remotes. Import it only from lazily loaded code (it brings react-hook-form, zod and
 * the contracts): never from the shell's first bundle.
 */
export { accountTextsReady } from './texts';
export { zodResolver } from './fields/zod-resolver';
export { translateFailure, translateText, useErrorText } from './fields/error-text';
export { useFailureText } from './fields/failure-text';
export { FormAlert, HintedTextField, SelectField, type SelectOptionItem } from './fields/fields';
export { ChipsField, type ChipOption } from './fields/ChipsField';
export { CodeBoxes, CodeField } from './fields/CodeBoxes';
export { AccountFields } from './fields/AccountFields';
export { ProfileFields } from './fields/ProfileFields';
export { CategoriesPicker } from './fields/CategoriesPicker';
export { LanguagesPicker } from './fields/LanguagesPicker';
export { LocationField, LOCATION_DISABLED } from './fields/LocationField';
export { useAccountForm, withContact, withFileIds, type AccountFormValues } from './fields/form-values';
export type { AccountRole } from './fields/roles';
export { apiErrorCode, apiFailures, apiMessages, conflictsOf, useShowApiError, type ApiFailure } from './api-errors';
export { accountApi, useEndSession } from './account-api';
export { CURRENT_USER_KEY, forgetCurrentUser, roleNameOf, setCurrentUser, useCurrentUser, useRefreshCurrentUser, type CurrentUser } from './current-user';
export { uploadFile, UPLOAD_FAILED } from './upload/upload-file';
export { DocumentsField, IdCardField, UploadField } from './upload/UploadField';
export { AvailabilityToggle } from './profile/AvailabilityToggle';
export { VerificationBanner } from './profile/VerificationBanner';
export { ProfileManagementPage } from './profile/ProfileManagementPage';
export { RegisterRoleModal } from './role/RegisterRoleForm';
// Disputes (issue 13): the user's and the helper's dispute pages, with the form and detail dialogs.
export { DisputesPage, type DisputesPageProps } from './disputes/DisputesPage';
export { useDisputes } from './disputes/dispute-api';
