import { Construction } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Card } from './Card';

/** A page of a signed-in area whose capability has not been built yet. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="hw-container" style={{ paddingBlock: '2rem' }}>
      <h1>{t(titleKey)}</h1>
      <Card>
        <p style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: 0 }}>
          <Construction aria-hidden color="var(--hw-pending)" />
          {t('area.comingSoon')}
        </p>
      </Card>
    </section>
  );
}
