import { ArrowDownToLine, BadgeCheck, Bell, ChartLine, CreditCard, Landmark, LayoutDashboard, LayoutGrid, LifeBuoy, PhoneCall, ReceiptText, Scale, UserRound, Video, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { NavLink } from '@helpwire/libs/router';
import { areaPages } from './area-pages';
import './area-layout.css';

/** One icon per page, by the last part of its path (the user's and the helper's pages share most). */
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  'profile-management': UserRound,
  recording: Video,
  'subscribed-plan': BadgeCheck,
  notifications: Bell,
  notification: Bell,
  'payment-methods': CreditCard,
  'transaction-history': ReceiptText,
  'call-history': PhoneCall,
  help: LifeBuoy,
  'service-categories': LayoutGrid,
  dispute: Scale,
  earnings: Wallet,
  'payment-information': Landmark,
  withdrawal: ArrowDownToLine,
  'analytics-and-insights': ChartLine,
};

/**
 * A signed-in area's frame (DESIGN "Layout"): the sidebar listing the role's pages beside the page
 * on large screens (small screens use the header's dashboard drawer). Loaded with the area, never
 * with the public pages.
 */
export default function AreaLayout({ helper, children }: { helper: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="hw-area">
      <nav className="hw-area-nav" aria-label={t('nav.dashboard')}>
        <ul>
          {areaPages(helper).map(([path, titleKey]) => {
            const Icon = ICONS[path.slice(path.lastIndexOf('/') + 1)] ?? LayoutDashboard;
            return (
              <li key={path}>
                <NavLink to={path} end>
                  <Icon aria-hidden size={18} />
                  <span>{t(titleKey)}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="hw-area__page">{children}</div>
    </div>
  );
}
