import type { RemotePage, RemotePages } from '@helpwire/web-core';
import { PUBLIC_NAMESPACE, publicTextsReady } from './i18n/register-public-texts';
import HomePage from './pages/HomePage';
import './public.css';

// Home ships with the page list (most visits start there); every other page loads when opened, with
// the other pages' texts (./pages/locales; the FAQ's are home's), the contact page with react-hook-form and zod.
const home = () => Promise.resolve({ default: HomePage });
/** Another page: its module and the other pages' texts, both in place before it renders. */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('./i18n/page-texts').then((texts) => texts.pageTextsReady)]).then(([page]) => page);
const policy = (type: 'privacy' | 'terms') =>
  withTexts(() => import('./pages/PolicyPage').then(({ default: PolicyPage }) => ({ default: () => <PolicyPage key={type} type={type} /> })));

/** The public site's pages (spec §2). A new page is one line here, its tab title in ./locales and its texts in ./pages/locales. */
const PUBLIC_PAGES: readonly RemotePage[] = [
  { path: '/', titleKey: 'public.home.documentTitle', role: 'public', page: home, fullTitle: true },
  { path: '/services', titleKey: 'public.services.documentTitle', role: 'public', page: withTexts(() => import('./pages/ServicesPage')) },
  { path: '/about-us', titleKey: 'public.about.documentTitle', role: 'public', page: withTexts(() => import('./pages/AboutPage')) },
  { path: '/subscription', titleKey: 'public.pricing.documentTitle', role: 'public', page: withTexts(() => import('./pages/PricingPage')) },
  { path: '/faq', titleKey: 'public.faq.documentTitle', role: 'public', page: () => import('./pages/FaqPage') },
  { path: '/contact-us', titleKey: 'public.contact.documentTitle', role: 'public', page: withTexts(() => import('./pages/ContactPage')) },
  { path: '/video-details', titleKey: 'public.tutorials.documentTitle', role: 'public', page: withTexts(() => import('./pages/TutorialsPage')) },
  { path: '/privacy-policy', titleKey: 'public.policy.privacyTitle', role: 'public', page: policy('privacy') },
  { path: '/terms-and-conditions', titleKey: 'public.policy.termsTitle', role: 'public', page: policy('terms') },
];

const remote: RemotePages = { namespace: PUBLIC_NAMESPACE, pages: PUBLIC_PAGES, textsReady: publicTextsReady };
export default remote;
