import type { Category } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { FLAT_CALL_CENTS, useFormatPrice, useRealtimeStatus } from '@helpwire/web-core';
import { ArrowLeft, PhoneCall, WifiOff } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';
import { FavouriteToggle } from './FavouriteToggle';

/**
 * The category detail (spec §2 call flow: "Category detail page with guidelines, then instant
 * match"): what it covers, the guidelines as steps, the rate and the flat-under-3-minutes rule, and
 * "Connect with a helper" while the realtime channel is up.
 */
export function CategoryDetail({ category, onConnect }: { category: Category; onConnect: () => void }) {
  const { t } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const status = useRealtimeStatus();
  const connected = status === 'connected';
  return (
    <article className="hw-calls-detail" aria-labelledby="hw-calls-detail-title">
      <Link className="hw-calls-back" to="/service-categories">
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('calls.back')}
      </Link>
      <header className="hw-calls-detail__head">
        <h1 id="hw-calls-detail-title" tabIndex={-1}>
          {category.name}
        </h1>
        <p className="hw-calls-detail__description">{category.description}</p>
        <FavouriteToggle category={category} />
      </header>

      <div className="hw-calls-detail__body">
        <section className="hw-card hw-calls-panel" aria-labelledby="hw-calls-prepare">
          <h2 id="hw-calls-prepare">{t('calls.prepare')}</h2>
          {category.guidelines.length > 0 ? (
            <ol className="hw-calls-steps">
              {category.guidelines.map((guideline, index) => (
                <li key={index}>{guideline}</li>
              ))}
            </ol>
          ) : (
            <p className="hw-calls-muted">{t('calls.noGuidelines')}</p>
          )}
          {category.subCategories.length > 0 && (
            <>
              <h2 id="hw-calls-specialties">{t('calls.subcategories')}</h2>
              <ul className="hw-calls-specialties" aria-labelledby="hw-calls-specialties">
                {category.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <Link to={`/service-categories?category=${encodeURIComponent(sub.slug)}`}>{sub.name}</Link>
                    <span className="hw-calls-rate">{t('calls.perMinute', { price: formatPrice(sub.rateCentsPerMinute) })}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <aside className="hw-card hw-calls-panel hw-calls-price" aria-labelledby="hw-calls-rate">
          <h2 id="hw-calls-rate">{t('calls.rate')}</h2>
          <p className="hw-calls-price__value">{t('calls.perMinute', { price: formatPrice(category.rateCentsPerMinute) })}</p>
          <p className="hw-calls-muted">{t('calls.flatNote', { flat: formatPrice(FLAT_CALL_CENTS) })}</p>
          <Button variant="cta" className="hw-calls-connect" disabled={!connected} onClick={onConnect}>
            <PhoneCall aria-hidden size={22} />
            {t('calls.connect')}
          </Button>
          {!connected && (
            <p className="hw-calls-channel" role="status" data-status={status}>
              {status === 'connecting' ? null : <WifiOff aria-hidden size={18} />}
              {status === 'connecting' ? t('calls.connecting') : t('calls.offline')}
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
