import type { AverageRating } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { api, routes } from '@helpwire/web-core';
import { useQuery } from '@helpwire/libs/query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { AllReviewsDialog, ReviewItem } from './AllReviewsDialog';
import { HomePanel } from './HomePanel';

/** How many of the newest reviews the home shows. */
const LATEST_REVIEWS = 5;

/** The helper's own rating: average, count and how many gave each number of stars (GET /feedback/getAverageRaing). */
function useOwnRating() {
  return useQuery({
    queryKey: ['helper-reviews', 'rating'],
    queryFn: async (): Promise<AverageRating> => (await api(routes.feedback.getAverageRaing, {}, { toastErrors: false })).data,
  });
}

/** The newest reviews users gave the helper and how many there are in all (GET /feedback/getHelperReviews). */
function useLatestReviews() {
  return useQuery({
    queryKey: ['helper-reviews', 'latest'],
    queryFn: async () => {
      const answer = await api(routes.feedback.getHelperReviews, { page: 1, limit: LATEST_REVIEWS }, { toastErrors: false });
      return { reviews: answer.data, total: answer.meta?.total ?? answer.data.length };
    },
  });
}

/** The average and a bar per number of stars, five down to one (spec §2 helper area: Reviews). */
export function RatingPanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const rating = useOwnRating();
  const data = rating.data;
  return (
    <HomePanel id="rating" title={t('home.rating.title')} state={rating} rows={2}>
      {() =>
        !data || data.averageRating === null ? (
          <p className="hw-helper-muted">{t('home.wallet.noRating')}</p>
        ) : (
          <div className="hw-helper-rating-panel">
            <p className="hw-helper-rating-panel__average" data-figure="rating">
              <Star aria-hidden size={28} className="hw-helper-rating__star" />
              <span>{data.averageRating.toFixed(1)}</span>
              <span className="hw-helper-muted">{t('home.wallet.rating', { rating: data.averageRating.toFixed(1), count: data.ratingCount })}</span>
            </p>
            <ul className="hw-helper-stars" aria-label={t('home.rating.distribution')}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = data.stars[stars - 1] ?? 0;
                const share = data.ratingCount === 0 ? 0 : Math.round((count / data.ratingCount) * 100);
                return (
                  <li key={stars} data-stars={stars} aria-label={t('home.rating.row', { stars, count })}>
                    <span aria-hidden>{stars} ★</span>
                    <span className="hw-helper-stars__bar" aria-hidden>
                      <span style={{ inlineSize: `${share}%` }} />
                    </span>
                    <span aria-hidden className="hw-helper-stars__count">
                      {count}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )
      }
    </HomePanel>
  );
}

/** What users wrote after their calls, newest first; every one of them in a dialog. */
export function LatestReviewsPanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const reviews = useLatestReviews();
  const [allOpen, setAllOpen] = useState(false);
  const total = reviews.data?.total ?? 0;
  return (
    <HomePanel id="reviews" title={t('home.reviews.title')} state={reviews} rows={2}>
      {() =>
        total === 0 ? (
          <p className="hw-helper-muted">{t('home.reviews.empty')}</p>
        ) : (
          <>
            <ul className="hw-helper-reviews">
              {reviews.data!.reviews.map((review) => (
                <ReviewItem key={review.callId} review={review} />
              ))}
            </ul>
            {total > reviews.data!.reviews.length && (
              <Button variant="ghost" onClick={() => setAllOpen(true)}>
                {t('home.reviews.all', { count: total })}
              </Button>
            )}
            {allOpen && <AllReviewsDialog total={total} onClose={() => setAllOpen(false)} />}
          </>
        )
      }
    </HomePanel>
  );
}
