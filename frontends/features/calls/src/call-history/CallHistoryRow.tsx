import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import { estimateCallCents } from '../after-call/call-estimate';
import type { CallInfoProps } from '../after-call/call-info';
import { formatDuration } from '@helpwire/signed-in';
import { StarsShown } from '../after-call/StarRating';
import { AFTER_CALL_NAMESPACE } from '../after-call/texts';

/**
 * One past call's facts: date, category, reference, its exact duration, what it came to (the user's
 * price; the helper's earnings) once payment charged it — an estimate, labelled so, until then — and
 * the review given.
 */
export function CallHistoryRow({ call, category, side }: CallInfoProps) {
  const { t, i18n } = useTranslation(AFTER_CALL_NAMESPACE);
  const formatPrice = useFormatPrice();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(call.date));
  // A helper's line is what they earned: never the user's price, so no estimate of it either.
  const estimate = side === 'USER' && category ? estimateCallCents(call.billableSeconds, category.rateCentsPerMinute) : null;
  const total = call.total ?? estimate;
  return (
    <dl className="hw-history__row">
      <div className="hw-history__main">
        <dt className="hw-visually-hidden">{t('history.category')}</dt>
        <dd className="hw-history__category">{category?.name ?? call.categoryId}</dd>
        {side === 'HELPER' && call.callerFirstName && <dd className="hw-after-muted">{t('history.with', { name: call.callerFirstName })}</dd>}
        <dt className="hw-visually-hidden">{t('history.date')}</dt>
        <dd>
          <time dateTime={call.date}>{date}</time>
        </dd>
      </div>
      <div>
        <dt>{t('history.reference')}</dt>
        <dd>
          <bdi dir="ltr">{call.id}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('history.duration')}</dt>
        <dd>
          <bdi dir="ltr">{formatDuration(call.billableSeconds)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t(side === 'HELPER' ? 'history.earned' : 'history.total')}</dt>
        <dd title={call.total === null && estimate !== null ? t('history.estimateNote') : undefined}>
          {total === null ? '—' : call.total === null ? t('history.estimate', { price: formatPrice(total) }) : formatPrice(total)}
        </dd>
      </div>
      <div>
        <dt>{t('history.rating')}</dt>
        <dd>{call.review?.rating ? <StarsShown rating={call.review.rating} /> : <span className="hw-after-muted">{t('review.none')}</span>}</dd>
      </div>
    </dl>
  );
}
