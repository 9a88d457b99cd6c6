import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';

export function Logo({ to }: { to: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className="hw-logo" aria-label={t('common.appName')}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden focusable="false">
        <rect width="64" height="64" rx="16" fill="#0b6e6e" />
        <path d="M18 34c0-8 6-14 14-14s14 6 14 14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <rect x="13" y="32" width="9" height="14" rx="4" fill="#fff" />
        <rect x="42" y="32" width="9" height="14" rx="4" fill="#fff" />
        <circle cx="32" cy="44" r="4" fill="#fdba74" />
      </svg>
      <span>Helpwire</span>
    </Link>
  );
}
