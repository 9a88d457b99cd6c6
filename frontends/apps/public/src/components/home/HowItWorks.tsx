import { Handshake, ListChecks, Zap } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';

const STEPS = [
  { key: 'choose', Icon: ListChecks },
  { key: 'match', Icon: Zap },
  { key: 'fix', Icon: Handshake },
] as const;

/** "How it works" in three numbered steps. */
export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <section className="hwp-section hwp-section--alt" aria-labelledby="how-title">
      <div className="hw-container">
        <h2 id="how-title">{t('public.home.how.title')}</h2>
        <p className="hwp-section__lead">{t('public.home.how.lead')}</p>
        <ol className="hwp-grid hwp-grid--3 hwp-how">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="hw-card hwp-how__step">
              <span className="hwp-icon-badge">
                <Icon aria-hidden size={24} />
              </span>
              <p className="hwp-eyebrow">{t('public.home.how.step', { number: index + 1 })}</p>
              <h3>{t(`public.home.how.${key}.title`)}</h3>
              <p>{t(`public.home.how.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
