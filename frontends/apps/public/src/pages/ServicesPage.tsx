import { useTranslation } from '@helpwire/libs/i18n';
import { CategoryGrid } from '../components/CategoryGrid';
import { PageIntro } from '../components/PageIntro';
import { ServiceOfferings } from '../components/ServiceOfferings';

/** `/services`: the service offerings and the help categories with their specialties. */
export default function ServicesPage() {
  const { t } = useTranslation('public');
  return (
    <div className="hwp-page">
      <PageIntro title={t('public.services.title')} lead={t('public.services.lead')} />
      <section className="hwp-section" aria-labelledby="categories-title">
        <div className="hw-container">
          <h2 id="categories-title">{t('public.services.categoriesTitle')}</h2>
          <p className="hwp-section__lead">{t('public.services.categoriesLead')}</p>
          <CategoryGrid showSubcategories />
        </div>
      </section>
      <section className="hwp-section hwp-section--alt" aria-labelledby="offerings-title">
        <div className="hw-container">
          <h2 id="offerings-title">{t('public.services.offeringsTitle')}</h2>
          <ServiceOfferings />
        </div>
      </section>
    </div>
  );
}
