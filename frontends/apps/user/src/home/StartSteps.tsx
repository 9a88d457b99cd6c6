import { useCurrentUser } from '@helpwire/account';
import { Check } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { useSavedCards } from '../payment/card-queries';
import { USER_NAMESPACE } from '../texts';

/**
 * A new account's start instead of empty boxes: add a card, pick a category (a favourite), call a
 * helper. Each step says whether it is done; the first one not done is the obvious next step.
 */
export function StartSteps() {
  const { t } = useTranslation(USER_NAMESPACE);
  const me = useCurrentUser();
  const cards = useSavedCards();
  const steps = [
    { key: 'card', done: (cards.data?.length ?? 0) > 0, to: '/payment-methods' },
    { key: 'category', done: (me?.favoriteCategories.length ?? 0) > 0, to: '/service-categories' },
    { key: 'call', done: false, to: '/service-categories' },
  ];
  const next = steps.find((step) => !step.done)?.key;
  return (
    <section className="hw-panel hw-home-start" aria-labelledby="hw-home-start" data-panel="start">
      <header className="hw-panel__head">
        <h2 id="hw-home-start">{t('home.start.title')}</h2>
      </header>
      <ol className="hw-home-steps">
        {steps.map((step, index) => (
          <li key={step.key} className="hw-card hw-home-step" data-step={step.key} data-done={step.done}>
            <span className="hw-home-step__number" aria-hidden>
              {step.done ? <Check size={18} /> : index + 1}
            </span>
            <div className="hw-home-step__text">
              <h3>{t(`home.start.${step.key}.title`)}</h3>
              <p className="hw-home-muted">{step.done ? t('home.start.done') : t(`home.start.${step.key}.text`)}</p>
            </div>
            {!step.done && (
              <Link className={`hw-button ${next === step.key ? 'hw-button--cta' : 'hw-button--ghost'}`} to={step.to}>
                {t(`home.start.${step.key}.action`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
