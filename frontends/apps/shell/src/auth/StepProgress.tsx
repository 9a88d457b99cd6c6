import { Check } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Where you are in a multi-step form: numbered steps, the current one marked for assistive technology. */
export function StepProgress({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation('shell');
  return (
    <ol className="hw-steps" aria-label={t('auth.steps.label')}>
      {steps.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={name} className={`hw-steps__item hw-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="hw-steps__marker" aria-hidden>
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <span className="hw-steps__name">{name}</span>
            {state === 'done' && <span className="hw-visually-hidden">{t('auth.steps.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
