import { useTranslation } from '@helpwire/libs/i18n';
import { CategoryGrid } from '../components/CategoryGrid';
import { FaqTeaser } from '../components/home/FaqTeaser';
import { FinalCta } from '../components/home/FinalCta';
import { HomeHero } from '../components/home/HomeHero';
import { HowItWorks } from '../components/home/HowItWorks';
import { TrustSignals } from '../components/home/TrustSignals';

/** `/`: hero, categories, how it works, trust signals, FAQ teaser and a final call to action. */
export default function HomePage() {
  const { t } = useTranslation('public');
  return (
    <div className="hwp-page">
      <HomeHero />
      <section className="hwp-section" aria-labelledby="categories-title" id="categories">
        <div className="hw-container">
          <h2 id="categories-title">{t('public.home.categories.title')}</h2>
          <p className="hwp-section__lead">{t('public.home.categories.lead')}</p>
          <CategoryGrid />
        </div>
      </section>
      <HowItWorks />
      <TrustSignals />
      <FaqTeaser />
      <FinalCta />
    </div>
  );
}
