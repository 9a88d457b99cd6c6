import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The closing call to action of the home page. */
export function FinalCta() {
  const { t } = useTranslation();
  return (
    <section className="hwp-section" aria-labelledby="final-cta-title">
      <div className="hw-container">
        <div className="hwp-final-cta">
          <div>
            <h2 id="final-cta-title">{t('public.home.final.title')}</h2>
            <p>{t('public.home.final.text')}</p>
          </div>
          <Link to="/services" className="hw-button hw-button--cta">
            {t('public.home.final.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
