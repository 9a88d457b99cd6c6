import { EmptyState, Skeleton } from '@helpwire/ui';
import { usePolicy } from '../api/content-api';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { useFormatDay } from '@helpwire/web-core';
import { LoadError } from '../components/LoadError';
import { PolicyVersionNotice } from './PolicyVersionNotice';
import './policy.css';

const TITLE_KEYS = { privacy: 'public.policy.privacyTitle', terms: 'public.policy.termsTitle' } as const;

function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n|\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A version number from the address (?version=2), else none (the version in effect today). */
const versionOf = (text: string | null) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined);

/**
 * `/privacy-policy` and `/terms-and-conditions`: the version in effect today (decision 0081) with its
 * first day and a table of contents; a notice when a newer version is scheduled, linking to it
 * (?version=N), and on that version's page, when it takes effect.
 */
export default function PolicyPage({ type }: { type: 'privacy' | 'terms' }) {
  const { t } = useTranslation('public');
  const formatDay = useFormatDay();
  const [params] = useSearchParams();
  const policy = usePolicy(type, versionOf(params.get('version')));
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
              <time dateTime={policy.data.effectiveFrom}>
                {t(policy.data.status === 'SCHEDULED' ? 'public.policy.takesEffect' : 'public.policy.effectiveFrom', {
                  date: formatDay(policy.data.effectiveFrom),
                })}
              </time>
            </p>
          )}
          {policy.data && <PolicyVersionNotice policy={policy.data} />}
        </div>
      </header>
      <div className="hwp-section">
        <div className="hw-container">{body}</div>
      </div>
    </div>
  );
}
