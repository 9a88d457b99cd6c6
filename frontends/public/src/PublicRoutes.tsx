import { Skeleton } from '@helpwire/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { registerPublicTexts } from './i18n/register-public-texts';
import AboutPage from './pages/AboutPage';
import FaqPage from './pages/FaqPage';
import HomePage from './pages/HomePage';
import PolicyPage from './pages/PolicyPage';
import PricingPage from './pages/PricingPage';
import ServicesPage from './pages/ServicesPage';
import TutorialsPage from './pages/TutorialsPage';
import './public.css';

registerPublicTexts();

// The form brings react-hook-form and zod: loaded only when someone opens the contact page.
const ContactPage = lazy(() => import('./pages/ContactPage'));

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
    </Suspense>
  );
}
