import { FLAT_CALL_CENTS, useFormatPrice } from '@helpwire/web-core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { HeroIllustration } from '../HeroIllustration';

/** The home hero: the page's h1 and its single call to action, "Get help now". */
export function HomeHero() {
  const { t } = useTranslation('public');
  const formatPrice = useFormatPrice();
  return (
    <section className="hwp-hero" aria-labelledby="home-title">
      <div className="hw-container hwp-hero__inner">
        <div className="hwp-hero__text">
          <p className="hwp-eyebrow">{t('public.home.hero.eyebrow')}</p>
          <h1 id="home-title">{t('public.home.hero.title')}</h1>
          <p className="hwp-hero__lead">{t('public.home.hero.lead')}</p>
          <Link to="/services" className="hw-button hw-button--cta hwp-hero__cta">
            {t('public.home.hero.cta')}
            <ArrowRight aria-hidden className="hw-mirror" size={20} />
          </Link>
          <p className="hwp-hero__note">{t('public.home.hero.reassurance', { flat: formatPrice(FLAT_CALL_CENTS) })}</p>
        </div>
        <HeroIllustration label={t('public.home.hero.illustration')} />
      </div>
    </section>
  );
}
