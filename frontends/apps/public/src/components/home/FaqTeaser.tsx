import { EmptyState } from '@helpwire/ui';
import { useFaqs } from '../../api/content-api';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { FaqAccordion } from '../FaqAccordion';
import { ListSkeleton } from '../ListSkeleton';
import { LoadError } from '../LoadError';

const TEASER_SIZE = 3;

/** The first three general questions, with a link to the FAQ page. */
export function FaqTeaser() {
  const { t } = useTranslation('public');
  const faqs = useFaqs(undefined);

  let body;
  if (faqs.isPending) body = <ListSkeleton label={t('public.faq.loading')} count={TEASER_SIZE} className="hwp-stack" />;
  else if (faqs.isError) body = <LoadError onRetry={() => void faqs.refetch()} retrying={faqs.isFetching} />;
  else if (faqs.data.length === 0) body = <EmptyState title={t('public.faq.empty')} />;
  else body = <FaqAccordion faqs={faqs.data.slice(0, TEASER_SIZE)} />;

  return (
    <section className="hwp-section hwp-section--alt" aria-labelledby="faq-teaser-title">
      <div className="hw-container hwp-narrow">
        <h2 id="faq-teaser-title">{t('public.home.faq.title')}</h2>
        {body}
        <p className="hwp-section__more">
          <Link to="/faq" className="hwp-link-arrow">
            {t('public.home.faq.seeAll')}
            <ArrowRight aria-hidden className="hw-mirror" size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
