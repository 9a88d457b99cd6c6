/** Why a review cannot be sent yet (spec §5 Review): the key of its text in the afterCall namespace, or null. */
export function reviewProblem(rating: number, review: string): string | null {
  const text = review.trim();
  if (rating === 0 && text.length === 0) return 'review.ratingOrReviewRequired';
  if (!Number.isInteger(rating) || rating < 0 || rating > 5) return 'review.ratingRequired';
  if (review.length > 0 && text.length === 0) return 'review.reviewRequired';
  return null;
}
