import type { EarningsWallet } from '@helpwire/contracts';
import { useFormatPrice } from '@helpwire/web-core';
import { ArrowDownToLine } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import type { ReactNode } from 'react';
import { HELPER_NAMESPACE } from '../texts';
import { useReleaseNote } from './release-note';

/** The helper's wallet (spec §2 Wallet balance): what can be withdrawn now, and what is on its way and when. */
export function EarningsWalletSummary({ wallet }: { wallet: EarningsWallet }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const releaseNote = useReleaseNote();
  const figure = (key: string, cents: string, note?: string, more?: ReactNode) => (
    <div className="hw-wallet__figure" data-figure={key}>
      <dt>{t(`earnings.${key}`)}</dt>
      <dd>{formatPrice(Number(cents))}</dd>
      {note && <dd className="hw-money-muted">{note}</dd>}
      {more && <dd>{more}</dd>}
    </div>
  );
  return (
    <section className="hw-card hw-wallet" aria-labelledby="hw-wallet-title">
      <h2 id="hw-wallet-title">{t('earnings.wallet')}</h2>
      <dl className="hw-wallet__figures">
        {figure('available', wallet.availableCents, t('earnings.availableNote'))}
        {figure('pending', wallet.pendingCents, releaseNote(wallet), <Link to="/helper/help#withdrawals">{t('earnings.howHoldWorks')}</Link>)}
        {figure('inWithdrawal', wallet.inWithdrawalCents)}
        {figure('totalEarned', wallet.totalEarnedCents)}
      </dl>
      <Link className="hw-button hw-button--cta" to="/helper/withdrawal">
        <ArrowDownToLine aria-hidden size={18} />
        {t('earnings.withdraw')}
      </Link>
    </section>
  );
}
