import { EmptyState, Skeleton } from '@helpwire/ui';
import { usePolicy } from '../api/content-api';
import { useTranslation } from '@helpwire/libs/i18n';
import { LoadError } from '../components/LoadError';
import { useFormatDate } from '../hooks/use-format-date';
import './policy.css';

const TITLE_KEYS = { privacy: 'public.policy.privacyTitle', terms: 'public.policy.termsTitle' } as const;

function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n|\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `/privacy-policy` and `/terms-and-conditions`: the policy from the API with a table of contents. */
export default function PolicyPage({ type }: { type: 'privacy' | 'terms' }) {
  const { t } = useTranslation('public');
  const formatDate = useFormatDate();
  const policy = usePolicy(type);
  const sectionId = (index: number) => `${type}-section-${index + 1}`;

  let body;
  if (policy.isPending)
    body = (
      <div className="hwp-stack" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="hwp-stack" aria-hidden="true">
            <Skeleton width="40%" height="1.4rem" />
            <Skeleton height="0.9rem" />
            <Skeleton height="0.9rem" />
            <Skeleton width="75%" height="0.9rem" />
          </div>
        ))}
      </div>
    );
  else if (policy.isError) body = <LoadError onRetry={() => void policy.refetch()} retrying={policy.isFetching} />;
  else if (policy.data.sections.length === 0) body = <EmptyState title={t('public.policy.empty')} />;
  else
    body = (
      <div className="hwp-policy">
        <nav className="hwp-policy__toc hw-card" aria-labelledby="policy-toc-title">
          <h2 id="policy-toc-title">{t('public.policy.toc')}</h2>
          <ol>
            {policy.data.sections.map((section, index) => (
              <li key={index}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="hwp-policy__body hw-card">
          {policy.data.sections.map((section, index) => (
            <section key={index} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-title`} className="hwp-policy__section">
              <h2 id={`${sectionId(index)}-title`}>{section.heading}</h2>
              {paragraphs(section.body).map((text, paragraph) => (
                <p key={paragraph}>{text}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    );

  return (
    <div className="hwp-page">
      <header className="hwp-intro">
        <div className="hw-container">
          <h1>{policy.data?.title ?? t(TITLE_KEYS[type])}</h1>
          {policy.data && (
            <p className="hwp-intro__lead">
              <time dateTime={policy.data.updatedAt}>{t('public.policy.lastUpdated', { date: formatDate(policy.data.updatedAt) })}</time>
            </p>
          )}
        </div>
      </header>
      <div className="hwp-section">
        <div className="hw-container">{body}</div>
      </div>
    </div>
  );
}
