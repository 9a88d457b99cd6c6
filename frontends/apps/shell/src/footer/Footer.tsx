import './footer.css';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { useEffect } from 'react';
import { partHydrated } from '../app-shell/hydration-mark';
import { NewsletterForm } from './NewsletterForm';

const EXPLORE = [
  { to: '/services', key: 'nav.services' },
  { to: '/about-us', key: 'nav.aboutUs' },
  { to: '/subscription', key: 'nav.pricing' },
  { to: '/faq', key: 'nav.faqs' },
  { to: '/video-details', key: 'nav.tutorials' },
  { to: '/contact-us', key: 'nav.contactUs' },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  // Runs once the footer is hydrated (or rendered): its newsletter form takes presses.
  useEffect(() => partHydrated('footer'), []);
  const year = new Date().getFullYear();
  return (
    <footer className="hw-footer">
      <div className="hw-container hw-footer__grid">
        <div>
          <p className="hw-footer__brand">Helpwire</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2>{t('footer.explore')}</h2>
          <ul>
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="hw-container hw-footer__bottom">
        <p>{t('footer.copyright', { year })}</p>
        <nav aria-label={t('footer.legal')}>
          <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
          <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
        </nav>
      </div>
    </footer>
  );
}
