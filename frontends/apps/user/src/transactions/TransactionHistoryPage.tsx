import { moneyTextsReady, MONEY_NAMESPACE, TabNotice, TransactionsPanel } from '@helpwire/money';
import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';

/**
 * Transaction History (spec §2 /transaction-history): the tab first when something is owed (with
 * "Pay now" after a failed charge), then every call charge and card payment, filtered by period and
 * status.
 */
export default function TransactionHistoryPage() {
  use(moneyTextsReady());
  const { t } = useTranslation(USER_NAMESPACE);
  const money = useTranslation(MONEY_NAMESPACE).t;
  return (
    <section className="hw-container hw-money-page" aria-labelledby="hw-transactions-title">
      <header>
        <h1 id="hw-transactions-title">{t('pages.transactionHistory')}</h1>
        <p className="hw-money-muted">{money('transactions.intro')}</p>
      </header>
      <TabNotice paymentMethodsPath="/payment-methods" helpPath="/help#billing" />
      <TransactionsPanel side="USER" label={t('pages.transactionHistory')} />
    </section>
  );
}
