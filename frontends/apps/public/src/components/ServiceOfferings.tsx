import { EmptyState } from '@helpwire/ui';
import { useServiceOfferings } from '../api/content-api';
import { useTranslation } from '@helpwire/libs/i18n';
import { ContentIcon } from './ContentIcon';
import { ListSkeleton } from './ListSkeleton';
import { LoadError } from './LoadError';
import './service-offerings.css';

/** The ways Helpwire helps (audio, video, screen sharing, …) from the content API. */
export function ServiceOfferings() {
  const { t } = useTranslation('public');
  const offerings = useServiceOfferings();

  if (offerings.isPending) return <ListSkeleton label={t('common.loading')} count={6} />;
  if (offerings.isError) return <LoadError onRetry={() => void offerings.refetch()} retrying={offerings.isFetching} />;
  if (offerings.data.length === 0) return <EmptyState title={t('public.services.offeringsEmpty')} />;

  return (
    <ul className="hwp-grid">
      {offerings.data.map((offering) => (
        <li key={offering.id} className="hw-card hwp-offering">
          <span className="hwp-icon-badge">
            <ContentIcon name={offering.icon} />
          </span>
          <h3>{offering.title}</h3>
          <p>{offering.description}</p>
        </li>
      ))}
    </ul>
  );
}
