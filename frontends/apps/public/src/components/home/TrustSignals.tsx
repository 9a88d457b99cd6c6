import { BadgeCheck, RotateCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';

const SIGNALS = [
  { key: 'vetted', Icon: BadgeCheck },
  { key: 'refund', Icon: RotateCcw },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** Why people can trust Helpwire: vetted helpers, a refund if unsatisfied, secure payments. */
export function TrustSignals() {
  const { t } = useTranslation('public');
  return (
    <section className="hwp-section" aria-labelledby="trust-title">
      <div className="hw-container">
        <h2 id="trust-title">{t('public.home.trust.title')}</h2>
        <ul className="hwp-grid hwp-grid--3 hwp-trust">
          {SIGNALS.map(({ key, Icon }) => (
            <li key={key} className="hwp-trust__item">
              <span className="hwp-icon-badge hwp-icon-badge--success">
                <Icon aria-hidden size={24} />
              </span>
              <div>
                <h3>{t(`public.home.trust.${key}.title`)}</h3>
                <p>{t(`public.home.trust.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
