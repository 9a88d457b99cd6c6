import { useCurrentUser } from '@helpwire/account';
import { HelpCentrePage } from '@helpwire/help';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from './texts';

/** Help (spec §2 /help): the user's help centre, the contact form filled in with who is signed in. */
export default function UserHelpPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const me = useCurrentUser();
  return <HelpCentrePage role="USER" title={t('pages.help')} person={{ name: me ? `${me.firstName} ${me.lastName}`.trim() : '', email: me?.email ?? '' }} />;
}
