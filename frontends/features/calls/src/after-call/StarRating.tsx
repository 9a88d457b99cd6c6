import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { AFTER_CALL_NAMESPACE } from './texts';

/** Stars 1–5 as a radio group (arrow keys move, each star says how many); 0 means none chosen. */
export function StarRating({ value, onChange, legend }: { value: number; onChange: (stars: number) => void; legend: string }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const name = useId();
  return (
    <fieldset className="hw-stars">
      <legend>{legend}</legend>
      <div className="hw-stars__row">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="hw-stars__star" data-on={stars <= value ? 'yes' : 'no'}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={t('review.star', { count: stars })}
            />
            <Star aria-hidden size={32} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A stored rating shown as stars, with its number for screen readers. */
export function StarsShown({ rating }: { rating: number }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  return (
    <span className="hw-stars-shown" role="img" aria-label={t('review.star', { count: rating })}>
      {[1, 2, 3, 4, 5].map((stars) => (
        <Star key={stars} aria-hidden size={16} data-on={stars <= rating ? 'yes' : 'no'} />
      ))}
    </span>
  );
}
