import { ApiError } from '@helpwire/web-core';
import { EmptyState } from '@helpwire/ui';
import { useCategories, useFaqs } from '../api/content-api';
import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { FaqAccordion } from '../components/FaqAccordion';
import { FaqTopicPicker } from '../components/FaqTopicPicker';
import { ListSkeleton } from '../components/ListSkeleton';
import { LoadError } from '../components/LoadError';
import { PageIntro } from '../components/PageIntro';
import { useQueryParam } from '../hooks/use-query-param';

/** `/faq`: questions by topic (General or a category slug, kept in `?category=`), as an accordion. */
export default function FaqPage() {
  const { t } = useTranslation('public');
  const [selected, setSelected] = useQueryParam('category');
  const faqs = useFaqs(selected);
  const categories = useCategories();
  const topicName = (selected && categories.data?.find((c) => c.slug === selected)?.name) || (selected ? t('public.faq.topics') : t('public.faq.general'));

  const select = (slug: string | undefined) => setSelected(slug, { replace: true });

  // An unknown topic in the URL (the API answers 404) simply has no questions.
  const unknownTopic = faqs.error instanceof ApiError && faqs.error.status === 404;

  let body;
  if (faqs.isPending) body = <ListSkeleton label={t('public.faq.loading')} count={4} className="hwp-stack" />;
  else if (unknownTopic || faqs.data?.length === 0)
    body = <EmptyState icon={<MessageCircleQuestionMark aria-hidden size={40} />} title={t('public.faq.empty')} />;
  else if (faqs.isError || !faqs.data) body = <LoadError onRetry={() => void faqs.refetch()} retrying={faqs.isFetching} />;
  else body = <FaqAccordion key={selected ?? 'general'} faqs={faqs.data} />;

  return (
    <div className="hwp-page">
      <PageIntro title={t('public.faq.title')} lead={t('public.faq.lead')} />
      <section className="hwp-section" aria-labelledby="faq-topic-title">
        <div className="hw-container hwp-narrow">
          <FaqTopicPicker selected={selected} onSelect={select} />
          <h2 id="faq-topic-title" className="hwp-topic-title">
            {topicName}
          </h2>
          <div aria-busy={faqs.isPlaceholderData || undefined} className={faqs.isPlaceholderData ? 'hwp-dimmed' : undefined}>
            {body}
          </div>
          <p className="hwp-section__more">
            {t('public.faq.stillStuck')} <Link to="/contact-us">{t('public.faq.contactUs')}</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
