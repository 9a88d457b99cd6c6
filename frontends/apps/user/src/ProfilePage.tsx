import { ProfileManagementPage } from '@helpwire/account';

/** The user's profile management page (the shared account forms). */
export default function UserProfilePage() {
  return <ProfileManagementPage role="user" />;
}
