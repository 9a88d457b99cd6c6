import type { CallHistoryItem } from '@helpwire/contracts';
import { useCallHistory } from '@helpwire/calls';
import { useCategoryIndex } from '@helpwire/signed-in';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';
import { HomePanel } from './HomePanel';

/** How many calls with a review the home lists. */
const SHOWN = 4;

type Review = NonNullable<CallHistoryItem['review']>;

function ReviewLine({ label, review }: { label: string; review: Review }) {
  const { t } = useTranslation(USER_NAMESPACE);
  return (
    <p className="hw-home-review__line">
      <span className="hw-home-review__who">{label}</span>{' '}
      {review.rating ? <span aria-label={t('home.reviews.stars', { rating: review.rating })}>{'★'.repeat(review.rating)}</span> : null}
      {review.review && (
        <q className="hw-home-review__text" dir="auto">
          {review.review}
        </q>
      )}
    </p>
  );
}

/**
 * The reviews of the person's latest calls (spec §2 user area: Reviews): what they gave each helper
 * and what the helper gave them, from the same page of history as the recent requests (no request
 * of its own).
 */
export function ReviewsPanel() {
  const { t, i18n } = useTranslation(USER_NAMESPACE);
  const history = useCallHistory('USER', {}, 1);
  const categories = useCategoryIndex();
  const reviewed = (history.data?.calls ?? []).filter((call) => call.review || call.reviewReceived).slice(0, SHOWN);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <HomePanel id="reviews" title={t('home.reviews.title')} state={history} rows={2}>
      {() =>
        reviewed.length === 0 ? (
          <p className="hw-home-muted">{t('home.reviews.empty')}</p>
        ) : (
          <ul className="hw-home-reviews">
            {reviewed.map((call) => (
              <li key={call.id} data-reviewed-call={call.id}>
                <Link className="hw-home-review__call" to={`/call-history?call=${encodeURIComponent(call.id)}`}>
                  {categories.index.get(call.categoryId)?.name ?? call.categoryId} · {date(call.date)}
                </Link>
                {call.review && <ReviewLine label={t('home.reviews.given')} review={call.review} />}
                {call.reviewReceived && <ReviewLine label={t('home.reviews.received')} review={call.reviewReceived} />}
              </li>
            ))}
          </ul>
        )
      }
    </HomePanel>
  );
}
