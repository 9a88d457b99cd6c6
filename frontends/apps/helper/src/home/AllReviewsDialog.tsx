import type { HelperReview } from '@helpwire/contracts';
import { useCategoryIndex } from '@helpwire/signed-in';
import { Button, LoadFailed, Modal } from '@helpwire/ui';
import { api, routes } from '@helpwire/web-core';
import { useInfiniteQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** Reviews per page of the full list. */
const PAGE = 20;

/** Every review users gave the helper, newest first, a page at a time (GET /feedback/getHelperReviews). */
function useAllReviews() {
  return useInfiniteQuery({
    queryKey: ['helper-reviews', 'all'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const answer = await api(routes.feedback.getHelperReviews, { page: pageParam, limit: PAGE }, { toastErrors: false });
      return { reviews: answer.data, currentPage: answer.meta?.currentPage ?? pageParam, lastPage: answer.meta?.lastPage ?? pageParam };
    },
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
  });
}

/** One review: its stars (or none given), the category and date, and what the user wrote. */
export function ReviewItem({ review }: { review: HelperReview }) {
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const categories = useCategoryIndex();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(review.createdAt));
  return (
    <li data-review={review.callId}>
      <p className="hw-helper-reviews__head">
        <span>{review.rating ? t('home.recent.stars', { rating: review.rating }) : t('home.reviews.noStars')}</span>
        <span className="hw-helper-muted">
          {categories.index.get(review.categoryId)?.name ?? review.categoryId} · {date}
        </span>
      </p>
      {review.review && (
        <p className="hw-helper-reviews__text" dir="auto">
          {review.review}
        </p>
      )}
    </li>
  );
}

/** The full list of the helper's reviews in a dialog, with "Show more" while there are more. */
export function AllReviewsDialog({ total, onClose }: { total: number; onClose: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const reviews = useAllReviews();
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <Modal title={t('home.reviews.allTitle', { count: total })} onClose={onClose}>
      {reviews.isError && shown.length === 0 ? (
        <LoadFailed text={t('home.panelFailed', { panel: t('home.reviews.title') })} retryLabel={t('home.retry')} onRetry={() => void reviews.refetch()} />
      ) : (
        <div className="hw-helper-all-reviews" aria-busy={reviews.isPending || reviews.isFetchingNextPage}>
          <ul className="hw-helper-reviews">
            {shown.map((review) => (
              <ReviewItem key={review.callId} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage && (
            <Button variant="ghost" busy={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              {t('home.reviews.more')}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
