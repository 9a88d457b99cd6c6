import { ArrowRight, BadgeCheck, FileCheck, Globe, HeartHandshake, IdCard, Lightbulb, ShieldCheck, Star, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { PageIntro } from '../components/PageIntro';
import './about.css';

const VETTING_STEPS: readonly { key: string; Icon: LucideIcon }[] = [
  { key: 'identity', Icon: IdCard },
  { key: 'documents', Icon: FileCheck },
  { key: 'approval', Icon: UserCheck },
  { key: 'quality', Icon: Star },
];

const VALUES: readonly { key: string; Icon: LucideIcon }[] = [
  { key: 'patience', Icon: HeartHandshake },
  { key: 'trust', Icon: ShieldCheck },
  { key: 'clarity', Icon: Lightbulb },
  { key: 'access', Icon: Globe },
];

/** `/about-us` — "Our Story": mission, how helpers are vetted, values. */
export default function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <div className="hwp-page">
      <PageIntro title={t('public.about.title')} lead={t('public.about.lead')} />

      <section className="hwp-section" aria-labelledby="mission-title">
        <div className="hw-container hwp-two-col">
          <div>
            <h2 id="mission-title">{t('public.about.mission.title')}</h2>
            <p className="hwp-prose">{t('public.about.mission.text')}</p>
          </div>
          <div className="hw-card hwp-quote">
            <BadgeCheck aria-hidden size={28} />
            <p>{t('public.about.story')}</p>
          </div>
        </div>
      </section>

      <section className="hwp-section hwp-section--alt" aria-labelledby="vetting-title">
        <div className="hw-container">
          <h2 id="vetting-title">{t('public.about.vetting.title')}</h2>
          <p className="hwp-section__lead">{t('public.about.vetting.lead')}</p>
          <ol className="hwp-grid hwp-grid--4 hwp-vetting">
            {VETTING_STEPS.map(({ key, Icon }) => (
              <li key={key} className="hw-card">
                <span className="hwp-icon-badge">
                  <Icon aria-hidden size={24} />
                </span>
                <h3>{t(`public.about.vetting.${key}.title`)}</h3>
                <p>{t(`public.about.vetting.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="hwp-section" aria-labelledby="values-title">
        <div className="hw-container">
          <h2 id="values-title">{t('public.about.values.title')}</h2>
          <ul className="hwp-grid hwp-grid--4">
            {VALUES.map(({ key, Icon }) => (
              <li key={key} className="hwp-value">
                <span className="hwp-icon-badge hwp-icon-badge--warm">
                  <Icon aria-hidden size={24} />
                </span>
                <h3>{t(`public.about.values.${key}.title`)}</h3>
                <p>{t(`public.about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="hwp-section__more">
            <Link to="/services" className="hwp-link-arrow">
              {t('public.about.cta')}
              <ArrowRight aria-hidden className="hw-mirror" size={18} />
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
