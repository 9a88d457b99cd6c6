import { useTranslation } from '@helpwire/libs/i18n';
import type { InputHTMLAttributes } from 'react';
import { USER_NAMESPACE } from '../texts';

/**
 * "Make this my default card": a first card is always the default (checked, and it cannot be
 * unticked); otherwise the person chooses.
 */
export function DefaultCardChoice({ isFirstCard, ...input }: { isFirstCard: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation(USER_NAMESPACE);
  return (
    <div className="hw-pay-default">
      <label className="hw-pay-check">
        <input type="checkbox" {...input} {...(isFirstCard ? { checked: true, disabled: true, 'aria-describedby': 'hw-pay-first-card' } : {})} />
        {t('payment.form.makeDefault')}
      </label>
      {isFirstCard && (
        <p id="hw-pay-first-card" className="hw-auth-hint">
          {t('payment.form.firstCardIsDefault')}
        </p>
      )}
    </div>
  );
}
