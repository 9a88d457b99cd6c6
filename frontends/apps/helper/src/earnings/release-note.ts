import type { EarningsWallet } from '@helpwire/contracts';
import { useFormatPrice } from '@helpwire/web-core';
import { useMemo } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/**
 * What the wallet says under "pending": when the next call's share becomes available and how much,
 * and when all of it does ("$0.48 becomes available on 9 Dec, 14:05. All of it by 10 Dec, 09:00."),
 * in the reader's language and time zone; the 72-hour rule when nothing is coming.
 */
export function useReleaseNote(): (wallet: EarningsWallet) => string {
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    return ({ nextRelease, lastReleaseAt }: EarningsWallet) => {
      if (!nextRelease) return t('earnings.pendingNote');
      const next = t('earnings.nextRelease', { amount: formatPrice(Number(nextRelease.amountCents)), when: when.format(new Date(nextRelease.at)) });
      if (!lastReleaseAt || lastReleaseAt === nextRelease.at) return next;
      return `${next} ${t('earnings.allReleasedBy', { when: when.format(new Date(lastReleaseAt)) })}`;
    };
  }, [t, i18n.language, formatPrice]);
}
