import { Compass } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="hw-status-page">
      <Compass aria-hidden size={48} color="var(--hw-accent)" />
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <Link className="hw-button hw-button--primary" to="/">
        {t('shell.backHome')}
      </Link>
    </section>
  );
}
