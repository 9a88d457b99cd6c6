import type { Wallet } from '@helpwire/contracts';
import { useFormatPrice } from '@helpwire/web-core';
import { Clock, Hourglass, Wallet as WalletIcon } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** The three balances of the wallet, available first (the one people check). */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const price = useFormatPrice();
  const rows = [
    { key: 'available', cents: wallet.availableCents, icon: <WalletIcon aria-hidden size={22} /> },
    { key: 'pending', cents: wallet.pendingCents, icon: <Clock aria-hidden size={22} /> },
    { key: 'inWithdrawal', cents: wallet.inWithdrawalCents, icon: <Hourglass aria-hidden size={22} /> },
  ] as const;
  return (
    <dl className="hw-wd-wallet" data-testid="wallet">
      {rows.map((row) => (
        <div key={row.key} className={`hw-wd-balance hw-wd-balance--${row.key}`} data-balance={row.key}>
          <dt>
            {row.icon}
            {t(`withdrawal.wallet.${row.key}`)}
          </dt>
          <dd>{price(row.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
