import { helperReviewsQuery } from '@helpwire/contracts';
import type { afterCall } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import { averageRatingOf, reviewsOfHelper, type ReviewWithCategory } from '../store/after-call-store';
import { validated } from './after-call-access';
import type { CallDeps } from './deps';

export const DEFAULT_PAGE_LIMIT = 10;

/** Whose reviews: the helper named, or the signed-in helper's own. A user must name one. */
function helperOf(helperId: string | undefined, ctx: CallContext): string {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  if (helperId) return helperId;
  if (role === 'HELPER') return userId;
  throw AppError.invalid('helperId is required', 'VALIDATION_FAILED');
}

/** A helper's reviews from users, newest first (public to signed-in accounts: what users read before calling back). */
export async function listHelperReviews(
  deps: CallDeps,
  request: afterCall.ListHelperReviewsRequest,
  ctx: CallContext,
): Promise<{ reviews: ReviewWithCategory[]; page: number; limit: number; total: number }> {
  const query = validated(helperReviewsQuery, { helperId: request.helperId, page: request.page?.page, limit: request.page?.limit });
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const { rows, total } = await reviewsOfHelper(deps.db, helperOf(query.helperId, ctx), { page, limit });
  return { reviews: rows, page, limit, total };
}

/** The mean of a helper's star ratings (reviews with text only do not count; null with none) and how many gave each number of stars. */
export async function getAverageRating(
  deps: CallDeps,
  request: afterCall.GetAverageRatingRequest,
  ctx: CallContext,
): Promise<{ helperId: string; average: number | null; count: number; stars: number[] }> {
  const helperId = helperOf(validated(helperReviewsQuery, { helperId: request.helperId }).helperId, ctx);
  const { average, count, stars } = await averageRatingOf(deps.db, helperId);
  return { helperId, average: average === null ? null : Math.round(average * 100) / 100, count, stars };
}
