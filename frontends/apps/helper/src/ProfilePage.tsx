import { ProfileManagementPage } from '@helpwire/account-forms';

/** The helper's profile management page (the shared account forms). */
export default function HelperProfilePage() {
  return <ProfileManagementPage role="helper" />;
}
