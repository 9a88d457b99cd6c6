import { Skeleton } from '@helpwire/ui';
import { useCategories } from '../api/content-api';
import { useTranslation } from '@helpwire/libs/i18n';
import { ContentIcon } from './ContentIcon';

/** General + each top-level category, as toggle buttons; `undefined` is General. */
export function FaqTopicPicker({ selected, onSelect }: { selected: string | undefined; onSelect: (slug: string | undefined) => void }) {
  const { t } = useTranslation('public');
  const categories = useCategories();
  const topics = [
    { slug: undefined, name: t('public.faq.general'), icon: 'life-buoy' },
    ...(categories.data ?? []).map(({ slug, name, icon }) => ({ slug, name, icon })),
  ];

  return (
    <div className="hwp-topics" role="group" aria-label={t('public.faq.topics')} data-testid="faq-topics">
      {topics.map((topic) => (
        <button key={topic.slug ?? 'general'} type="button" className="hwp-topic" aria-pressed={selected === topic.slug} onClick={() => onSelect(topic.slug)}>
          <ContentIcon name={topic.icon} size={18} />
          {topic.name}
        </button>
      ))}
      {categories.isPending && (
        <>
          <Skeleton width="9rem" height="2.75rem" />
          <Skeleton width="7rem" height="2.75rem" />
        </>
      )}
    </div>
  );
}
