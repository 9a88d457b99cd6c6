import { Skeleton } from '@helpwire/ui';
import { lazy, Suspense, use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Route, Routes } from '@helpwire/libs/router';
import { publicTextsReady } from './i18n/register-public-texts';
import HomePage from './pages/HomePage';
import './public.css';

// Home ships with the remote (most visits start there); every other page loads when opened, the
// contact page with react-hook-form and zod.
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const PolicyPage = lazy(() => import('./pages/PolicyPage'));
const PricingPage = lazy(() => import('./pages/PricingPage'));
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const TutorialsPage = lazy(() => import('./pages/TutorialsPage'));

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="hw-container hwp-page-loading" role="status" aria-label={t('common.loading')}>
      <Skeleton width="50%" height="2.5rem" />
      <Skeleton height="1rem" />
      <Skeleton height="16rem" />
    </div>
  );
}

/** The public site (spec §2). The shell renders it under its router with the header and footer around it. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PublicPages />
    </Suspense>
  );
}

function PublicPages() {
  use(publicTextsReady);
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/about-us" element={<AboutPage />} />
      <Route path="/subscription" element={<PricingPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/video-details" element={<TutorialsPage />} />
      <Route path="/privacy-policy" element={<PolicyPage key="privacy" type="privacy" />} />
      <Route path="/terms-and-conditions" element={<PolicyPage key="terms" type="terms" />} />
    </Routes>
  );
}
