import { useCurrentUser } from '@helpwire/account';
import { HelpCentrePage } from '@helpwire/help';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from './texts';

/** Help (spec §2 /helper/help): the helper's help centre, the contact form filled in with who is signed in. */
export default function HelperHelpPage() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  return <HelpCentrePage role="HELPER" title={t('pages.help')} person={{ name: me ? `${me.firstName} ${me.lastName}`.trim() : '', email: me?.email ?? '' }} />;
}
