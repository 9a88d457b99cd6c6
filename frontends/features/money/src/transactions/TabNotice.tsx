import { TAB_LIMIT_CENTS, TAB_MAX_AGE_DAYS } from '@helpwire/contracts/call-pricing';
import { AlertTriangle, Wallet } from 'lucide-react';
import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { errorText, toast, useFormatPrice } from '@helpwire/web-core';
import { usePayTab, useTab } from './money-api';
import { MONEY_NAMESPACE, moneyTextsReady } from './texts';
import './money.css';

/**
 * The user's tab (decision 0031): nothing when nothing is owed; what is owed and when it is charged;
 * and, after a failed charge, the one next step: "Pay now" (or another card, on Payment Methods).
 */
export function TabNotice({ paymentMethodsPath, helpPath }: { paymentMethodsPath: string; helpPath?: string }) {
  use(moneyTextsReady());
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formatPrice = useFormatPrice();
  const tab = useTab();
  const pay = usePayTab();
  const owed = Number(tab.data?.owedCents ?? '0');
  if (!tab.data || owed === 0) return null;
  const amount = formatPrice(owed);
  if (!tab.data.blocked) {
    return (
      <div className="hw-tab-notice" role="status">
        <Wallet aria-hidden size={22} />
        <div>
          <p className="hw-tab-notice__title">{t('tab.owed', { amount })}</p>
          <p className="hw-money-muted">{t('tab.owedNote', { limit: formatPrice(TAB_LIMIT_CENTS), days: TAB_MAX_AGE_DAYS })}</p>
          {helpPath && (
            <a className="hw-tab-notice__help" href={helpPath}>
              {t('tab.howItWorks')}
            </a>
          )}
        </div>
      </div>
    );
  }
  const payNow = () =>
    pay.mutate(undefined, {
      onSuccess: () => toast.success(t('tab.paid')),
      onError: (error) => toast.error(errorText(error as { code?: string; message?: string }, t('tab.declined'), MONEY_NAMESPACE)),
    });
  return (
    <div className="hw-tab-notice hw-tab-notice--blocked" role="alert">
      <AlertTriangle aria-hidden size={22} />
      <div>
        <p className="hw-tab-notice__title">{t('tab.blockedTitle')}</p>
        <p>
          {t('tab.blocked', { amount })} {tab.data.failureCode === 'authentication_required' ? t('tab.authentication') : t('tab.declined')}
        </p>
      </div>
      <div className="hw-tab-notice__actions">
        <Button variant="cta" busy={pay.isPending} onClick={payNow}>
          {pay.isPending ? t('tab.paying') : t('tab.payNow')}
        </Button>
        <a className="hw-button hw-button--ghost" href={paymentMethodsPath}>
          {t('tab.changeCard')}
        </a>
      </div>
    </div>
  );
}
