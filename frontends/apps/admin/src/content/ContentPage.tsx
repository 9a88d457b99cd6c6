import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../texts';
import { ContentSections } from './ContentSections';
import '../admin.css';
import './content.css';
import './help-content.css';

/**
 * /admin/content (issue 24, item 7): the site's content, one section at a time — the categories with
 * their specialties and rates, the FAQ, the tutorials (decision 0080) and the policies with their
 * versions (decision 0081).
 */
export default function ContentPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.content')}</h1>
        <p className="hw-admin-muted">{t('content.intro')}</p>
      </header>
      <ContentSections />
    </div>
  );
}
