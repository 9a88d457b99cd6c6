import { ArrowRight, BookOpen, Clock, LifeBuoy, Scale } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { ContactForm } from '../components/contact/ContactForm';
import { PageIntro } from '../components/PageIntro';
import './contact.css';

/** `/contact-us`: the contact form and where else to find help. */
export default function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <div className="hwp-page">
      <PageIntro title={t('public.contact.title')} lead={t('public.contact.lead')} />
      <div className="hwp-section">
        <div className="hw-container hwp-contact">
          <div className="hw-card">
            <ContactForm />
          </div>
          <aside className="hwp-contact__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">{t('public.contact.infoTitle')}</h2>
            <ul className="hwp-info-list">
              <li>
                <Clock aria-hidden size={22} />
                <div>
                  <h3>{t('public.contact.replyTime.title')}</h3>
                  <p>{t('public.contact.replyTime.text')}</p>
                </div>
              </li>
              <li>
                <LifeBuoy aria-hidden size={22} />
                <div>
                  <h3>{t('public.contact.urgent.title')}</h3>
                  <p>{t('public.contact.urgent.text')}</p>
                  <Link to="/services" className="hwp-link-arrow">
                    {t('public.contact.urgent.link')}
                    <ArrowRight aria-hidden className="hw-mirror" size={16} />
                  </Link>
                </div>
              </li>
              <li>
                <Scale aria-hidden size={22} />
                <div>
                  <h3>{t('public.contact.dispute.title')}</h3>
                  <p>{t('public.contact.dispute.text')}</p>
                </div>
              </li>
              <li>
                <BookOpen aria-hidden size={22} />
                <div>
                  <h3>{t('public.contact.faq.title')}</h3>
                  <p>{t('public.contact.faq.text')}</p>
                  <Link to="/faq" className="hwp-link-arrow">
                    {t('public.contact.faq.link')}
                    <ArrowRight aria-hidden className="hw-mirror" size={16} />
                  </Link>
                </div>
              </li>
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
