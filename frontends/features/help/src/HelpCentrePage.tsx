import { Panel } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { PlayCircle, Search } from 'lucide-react';
import { use, useEffect, useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link, useLocation } from '@helpwire/libs/router';
import { ARTICLES, articleFigures, type HelpRole } from './articles';
import { ContactForm, type ContactPerson } from './ContactForm';
import { useFaqs, useTutorials } from './help-api';
import { search } from './help-search';
import { HELP_NAMESPACE, helpTextsReady } from './texts';
import './help.css';

export interface HelpCentrePageProps {
  role: HelpRole;
  /** The page's title (the remote's own text). */
  title: string;
  /** Who writes to support: the signed-in person's name and e-mail, filled in. */
  person: ContactPerson;
}

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Help (spec §2 /help, /helper/help): one search over the role's articles, the FAQ and the video
 * tutorials, in the language shown; the articles that role needs (a link to `#<article>` opens it);
 * and a message to support with the person's name and e-mail filled in.
 */
export function HelpCentrePage({ role, title, person }: HelpCentrePageProps) {
  use(helpTextsReady());
  const { t } = useTranslation(HELP_NAMESPACE);
  const formatPrice = useFormatPrice();
  const { hash } = useLocation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const faqs = useFaqs();
  const tutorials = useTutorials();
  const figures = articleFigures(formatPrice);
  const articles = ARTICLES[role].map((id) => ({ id, title: t(`articles.${id}.title`), text: t(`articles.${id}.body`, figures) }));
  const linked = hash.slice(1);
  const shownArticles = search(articles, query);
  const shownFaqs = search(
    (faqs.data ?? []).map((faq) => ({ ...faq, title: faq.question, text: faq.answer })),
    query,
  );
  const shownTutorials = search(
    (tutorials.data ?? []).map((tutorial) => ({ ...tutorial, text: tutorial.description })),
    query,
  );
  const searching = query.trim().length > 0;
  const nothing = searching && shownArticles.length + shownFaqs.length + shownTutorials.length === 0 && !faqs.isPending && !tutorials.isPending;

  // An article linked from elsewhere ("Extend storage", "learn more") is opened and brought into view.
  useEffect(() => {
    if (linked) document.getElementById(`help-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [linked]);

  const panelTexts = (panel: string) => ({ loading: t('loading', { panel }), failed: t('panelFailed', { panel }), retry: t('retry') });
  return (
    <div className="hw-container hw-help" data-help={role}>
      <header className="hw-help__head">
        <h1>{title}</h1>
        <p className="hw-help-muted">{t(role === 'USER' ? 'introUser' : 'introHelper')}</p>
        <div className="hw-help__search">
          <label htmlFor={searchId} className="hw-visually-hidden">
            {t('search.label')}
          </label>
          <Search aria-hidden size={20} />
          <input id={searchId} type="search" value={query} placeholder={t('search.placeholder')} onChange={(event) => setQuery(event.target.value)} />
        </div>
        {searching && (
          <p className="hw-help__summary" role="status">
            {nothing ? t('search.none', { query: query.trim() }) : t('search.results', { query: query.trim() })}
          </p>
        )}
      </header>

      {shownArticles.length > 0 && (
        <section className="hw-panel" aria-labelledby="hw-help-articles" data-panel="articles">
          <h2 id="hw-help-articles">{t('articles.title')}</h2>
          <div className="hw-help__articles">
            {shownArticles.map((article) => (
              <details
                key={article.id}
                id={`help-${article.id}`}
                className="hw-card hw-help-article"
                open={searching || linked === article.id}
                data-article={article.id}
              >
                <summary>{article.title}</summary>
                {article.text.split('\n\n').map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </details>
            ))}
          </div>
        </section>
      )}

      {(!searching || shownFaqs.length > 0 || faqs.isError) && (
        <Panel id="faq" title={t('faq.title')} state={faqs} texts={panelTexts(t('faq.title'))}>
          {() =>
            shownFaqs.length === 0 ? (
              <p className="hw-help-muted">{t('faq.empty')}</p>
            ) : (
              <dl className="hw-help-faq">
                {shownFaqs.map((faq) => (
                  <div key={faq.id} data-faq={faq.id}>
                    <dt>{faq.question}</dt>
                    <dd>{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            )
          }
        </Panel>
      )}

      {(!searching || shownTutorials.length > 0 || tutorials.isError) && (
        <Panel id="tutorials" title={t('tutorials.title')} state={tutorials} texts={panelTexts(t('tutorials.title'))}>
          {() =>
            shownTutorials.length === 0 ? (
              <p className="hw-help-muted">{t('tutorials.empty')}</p>
            ) : (
              <ul className="hw-help-tutorials">
                {shownTutorials.map((tutorial) => (
                  <li key={tutorial.id}>
                    <PlayCircle aria-hidden size={22} />
                    <div>
                      <p className="hw-help-tutorials__title">{tutorial.title}</p>
                      <p className="hw-help-muted">
                        {tutorial.description} · <bdi dir="ltr">{duration(tutorial.durationSeconds)}</bdi>
                      </p>
                    </div>
                    <Link className="hw-button hw-button--ghost hw-button--small" to="/video-details">
                      {t('tutorials.watch')}
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </Panel>
      )}

      <section className="hw-panel" aria-labelledby="hw-help-contact" data-panel="contact">
        <h2 id="hw-help-contact">{t('contact.title')}</h2>
        <div className="hw-card hw-help-contact">
          <p className="hw-help-muted">{t('contact.intro')}</p>
          <ContactForm person={person} />
        </div>
      </section>
    </div>
  );
}
