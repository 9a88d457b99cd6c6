import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
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
