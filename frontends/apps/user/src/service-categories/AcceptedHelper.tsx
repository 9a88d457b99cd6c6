import type { AverageRating } from '@helpwire/contracts';
import { api, routes } from '@helpwire/web-core';
import { useQuery } from '@helpwire/libs/query';
import { Star } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

/**
 * Who took the call, while the user checks their devices: the helper's first name and their rating
 * from other users (GET /feedback/getAverageRaing), or that they have none yet. Nothing waits on it:
 * the line fills in when the rating comes.
 */
export function AcceptedHelper({ helperId, name }: { helperId: string | null; name: string | null }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const rating = useQuery({
    queryKey: ['helper-rating', helperId],
    enabled: helperId !== null,
    staleTime: 60_000,
    queryFn: async (): Promise<AverageRating> => (await api(routes.feedback.getAverageRaing, { helperId: helperId! }, { toastErrors: false })).data,
  });
  const who = name ? t('calls.helperAccepted.by', { name }) : t('calls.helperAccepted.bySomeone');
  const average = rating.data?.averageRating ?? null;
  return (
    <div className="hw-accepted-helper" data-helper-rating={average ?? 'none'}>
      <p className="hw-accepted-helper__who">{who}</p>
      {rating.data && (
        <p className="hw-accepted-helper__rating">
          {average === null ? (
            t('calls.helperAccepted.noReviews')
          ) : (
            <>
              <Star aria-hidden size={16} className="hw-accepted-helper__star" />
              {t('calls.helperAccepted.rating', { rating: average.toFixed(1), count: rating.data.ratingCount })}
            </>
          )}
        </p>
      )}
    </div>
  );
}
