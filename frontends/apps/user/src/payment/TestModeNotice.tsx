import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

/** The amber "Test mode" label of every sandbox step: no real card is ever taken here. */
export function TestModeNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation(USER_NAMESPACE);
  return (
    <div className="hw-pay-testmode" role="note">
      <FlaskConical aria-hidden size={20} />
      <div>
        <strong>{t('payment.testMode.label')}</strong>
        {children}
      </div>
    </div>
  );
}
