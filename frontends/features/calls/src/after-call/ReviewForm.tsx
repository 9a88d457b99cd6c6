import type { CallReview } from '@helpwire/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button, TextAreaField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useGiveReview, type CallSide } from './after-call-api';
import { reviewProblem } from './review-validation';
import { StarRating, StarsShown } from './StarRating';
import { AFTER_CALL_NAMESPACE } from './texts';

/** A stored review: stars and text. */
export function ReviewShown({ review }: { review: CallReview }) {
  return (
    <div className="hw-review-shown">
      {review.rating !== null && <StarsShown rating={review.rating} />}
      {review.review && <p>{review.review}</p>}
    </div>
  );
}

/**
 * The review of the other side (USER reviews the helper, HELPER the user): stars and text, one of
 * them required with the spec's texts; once sent it shows what was stored.
 */
export function ReviewForm({ side, callId, existing }: { side: CallSide; callId: string; existing: CallReview | null }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const give = useGiveReview(side);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stored = existing ?? give.data ?? null;
  const title = side === 'USER' ? t('review.titleHelper') : t('review.titleUser');

  if (stored) {
    return (
      <section className="hw-after-section" aria-label={title}>
        <h3>{t('review.yours')}</h3>
        <ReviewShown review={stored} />
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewProblem(rating, text);
    setProblem(found);
    if (found) return;
    give.mutate({ callId, rating: rating || undefined, review: text.trim() || undefined }, { onSuccess: () => toast.success(t('review.added')) });
  };

  return (
    <form className="hw-after-section hw-review-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <StarRating
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setProblem(null);
        }}
        legend={t('review.rating')}
      />
      <TextAreaField
        label={t('review.text')}
        placeholder={t('review.placeholder')}
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <p className="hw-field__error" role="alert">
          {t(problem)}
        </p>
      )}
      <Button type="submit" variant="cta" busy={give.isPending}>
        {t('review.submit')}
      </Button>
    </form>
  );
}
