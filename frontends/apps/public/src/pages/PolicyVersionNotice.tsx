import type { Policy } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link, useLocation } from '@helpwire/libs/router';
import { useFormatDay } from '@helpwire/web-core';
import { CalendarClock } from 'lucide-react';

/**
 * The notice above a policy (decision 0081): on the version in effect, that a newer one takes effect
 * on its day, with a link to read it; on that scheduled version (or a past one), which version
 * applies now, with a link back to it. Nothing when there is nothing to tell.
 */
export function PolicyVersionNotice({ policy }: { policy: Policy }) {
  const { t } = useTranslation('public');
  const formatDay = useFormatDay();
  const { pathname } = useLocation();
  let text: string;
  let link: { to: string; label: string };
  if (policy.status === 'SCHEDULED') {
    text = t('public.policy.scheduledNotice', { date: formatDay(policy.effectiveFrom) });
    link = { to: pathname, label: t('public.policy.readCurrent') };
  } else if (policy.status === 'PAST') {
    text = t('public.policy.pastNotice');
    link = { to: pathname, label: t('public.policy.readCurrent') };
  } else if (policy.upcoming) {
    text = t('public.policy.upcomingNotice', { date: formatDay(policy.upcoming.effectiveFrom) });
    link = { to: `${pathname}?version=${policy.upcoming.version}`, label: t('public.policy.readUpcoming') };
  } else return null;
  return (
    <p className="hwp-policy__notice" role="note">
      <CalendarClock aria-hidden size={20} />
      <span>
        {text} <Link to={link.to}>{link.label}</Link>
      </span>
    </p>
  );
}
