import { Construction } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Card } from '@helpwire/ui';

/**
 * A page of a signed-in area whose capability has not been built yet; its title and `area.comingSoon`
 * are keys of the remote's namespace (the sentence loads with that remote, not with `/`).
 */
export function PlaceholderPage({ titleKey, namespace }: { titleKey: string; namespace: string }) {
  const { t } = useTranslation([namespace]);
  return (
    <section className="hw-container" style={{ paddingBlock: '2rem' }}>
      <h1>{t(titleKey)}</h1>
      <Card>
        <p style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', margin: 0 }}>
          <Construction aria-hidden color="var(--hw-pending)" />
          {t('area.comingSoon', { ns: namespace })}
        </p>
      </Card>
    </section>
  );
}

/** A remote page entry's `page` for a page not built yet: the placeholder under the page's title. */
export function placeholderPage(namespace: string, titleKey: string): () => Promise<{ default: ComponentType }> {
  const Placeholder = () => <PlaceholderPage titleKey={titleKey} namespace={namespace} />;
  return () => Promise.resolve({ default: Placeholder });
}
