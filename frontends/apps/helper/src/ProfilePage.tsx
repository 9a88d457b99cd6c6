import { ProfileManagementPage } from '@helpwire/account';
import { useIncomingCalls } from '@helpwire/calls';

/** The helper's profile management page (the shared account forms); availability is locked during a call. */
export default function HelperProfilePage() {
  const inCall = useIncomingCalls((s) => s.acceptedRoom !== null);
  return <ProfileManagementPage role="helper" inCall={inCall} />;
}
