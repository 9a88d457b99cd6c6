import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ChevronRight, Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { PersonBadges, personName } from './PersonBadges';
import { PersonDetail } from './PersonDetail';
import { usePeopleSearch } from './people-api';
import '../admin.css';
// The console's detail cards and figures (shared with the withdrawals page).
import '../withdrawals/withdrawals.css';
import './people.css';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * /admin/people (issue 24, item 6): accounts found by the start of a name, e-mail or phone, or by
 * id (every account, newest first, before a search); the chosen one beside the list (instead of it
 * on small screens) with its standing, activity and money, and the admin's actions on it. The
 * search, its page and the account are in the URL (?q=&page=&account=).
 */
export default function PeoplePage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const chosenId = params.get('account');
  const [typed, setTyped] = useState(q);
  const [picked, setPicked] = useState(false);
  const found = usePeopleSearch(q, page);
  // What was typed, kept in one piece inside right-to-left sentences.
  const quoted = i18n.dir() === 'rtl' ? `\u2068${q}\u2069` : q;

  const show = (next: { q?: string; page?: number; account?: string | null }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) search.set('q', nextQ);
    const nextPage = next.page ?? (next.q === undefined ? page : 1);
    if (nextPage > 1) search.set('page', String(nextPage));
    const account = next.account === undefined ? chosenId : next.account;
    if (account) search.set('account', account);
    setPicked(Boolean(account));
    setParams(search);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed.trim(), account: null });
  };

  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.people')}</h1>
        <p className="hw-admin-muted">{t('people.intro')}</p>
      </header>
      <form role="search" className="hw-admin-people-search" onSubmit={submit}>
        <TextField
          label={t('people.search.label')}
          name="q"
          type="search"
          dir="auto"
          autoComplete="off"
          placeholder={t('people.search.placeholder')}
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" className="hw-admin-inline-button">
          <Search aria-hidden size={18} />
          {t('people.search.submit')}
        </Button>
      </form>
      <div className={`hw-admin-split${chosenId ? ' hw-admin-split--chosen' : ''}`}>
        <section className="hw-admin-queue" aria-label={t('people.results')}>
          {found.isPending ? (
            <ListSkeleton label={t('people.loading')} rows={4} />
          ) : found.isError ? (
            <LoadFailed text={t('people.failed')} retryLabel={t('common.retry')} onRetry={() => void found.refetch()} />
          ) : found.data.people.length === 0 ? (
            <Card>
              <EmptyState icon={<Users aria-hidden size={32} />} title={q ? t('people.none', { q: quoted }) : t('people.empty')} />
            </Card>
          ) : (
            <>
              <p className="hw-admin-queue__count" aria-live="polite">
                {q ? t('people.foundFor', { count: found.data.meta.total, q: quoted }) : t('people.found', { count: found.data.meta.total })}
              </p>
              <ul className="hw-admin-queue__list">
                {found.data.people.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      className="hw-admin-queue__item"
                      aria-current={person.id === chosenId ? 'true' : undefined}
                      onClick={() => show({ account: person.id })}
                    >
                      <span className="hw-admin-queue__name" dir="auto">
                        {personName(person, t('people.erasedName'))}
                      </span>
                      <span className="hw-admin-muted" dir="ltr">
                        {person.email ?? person.phone ?? t('people.noContact')}
                      </span>
                      <PersonBadges person={person} />
                      <ChevronRight aria-hidden size={18} className="hw-mirror hw-admin-queue__chevron" />
                    </button>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                lastPage={found.data.meta.lastPage}
                onPage={(next) => show({ page: next, account: null })}
                labels={{
                  previous: t('support.pager.previous'),
                  next: t('support.pager.next'),
                  page: t('support.pager.page', { page, lastPage: found.data.meta.lastPage }),
                }}
              />
              {q && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setTyped('');
                    show({ q: '', account: null });
                  }}
                >
                  {t('people.search.clear')}
                </Button>
              )}
            </>
          )}
        </section>
        <section className="hw-admin-detail">
          {chosenId ? (
            <PersonDetail key={chosenId} id={chosenId} focus={picked} onBack={() => show({ account: null })} />
          ) : (
            found.data &&
            found.data.people.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{t('people.choose')}</p>
              </Card>
            )
          )}
        </section>
      </div>
    </div>
  );
}
