import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';

/** The closing call to action of the home page. */
export function FinalCta() {
  const { t } = useTranslation('public');
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
