import type { RemotePage, RemotePages } from '@helpwire/ui';
import { PUBLIC_NAMESPACE, publicTextsReady } from './i18n/register-public-texts';
import HomePage from './pages/HomePage';
import './public.css';

// Home ships with the page list (most visits start there); every other page loads when opened, the
// contact page with react-hook-form and zod.
const home = () => Promise.resolve({ default: HomePage });
const policy = (type: 'privacy' | 'terms') => () =>
  import('./pages/PolicyPage').then(({ default: PolicyPage }) => ({ default: () => <PolicyPage key={type} type={type} /> }));

/** The public site's pages (spec §2). A new page is one line here and its texts in ./locales. */
const PUBLIC_PAGES: readonly RemotePage[] = [
  { path: '/', titleKey: 'public.home.documentTitle', role: 'public', page: home, fullTitle: true },
  { path: '/services', titleKey: 'public.services.documentTitle', role: 'public', page: () => import('./pages/ServicesPage') },
  { path: '/about-us', titleKey: 'public.about.documentTitle', role: 'public', page: () => import('./pages/AboutPage') },
  { path: '/subscription', titleKey: 'public.pricing.documentTitle', role: 'public', page: () => import('./pages/PricingPage') },
  { path: '/faq', titleKey: 'public.faq.documentTitle', role: 'public', page: () => import('./pages/FaqPage') },
  { path: '/contact-us', titleKey: 'public.contact.documentTitle', role: 'public', page: () => import('./pages/ContactPage') },
  { path: '/video-details', titleKey: 'public.tutorials.documentTitle', role: 'public', page: () => import('./pages/TutorialsPage') },
  { path: '/privacy-policy', titleKey: 'public.policy.privacyTitle', role: 'public', page: policy('privacy') },
  { path: '/terms-and-conditions', titleKey: 'public.policy.termsTitle', role: 'public', page: policy('terms') },
];

const remote: RemotePages = { namespace: PUBLIC_NAMESPACE, pages: PUBLIC_PAGES, textsReady: publicTextsReady };
export default remote;
