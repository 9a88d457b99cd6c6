import { Button, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ListDetailLayout } from '../list-detail/ListDetailLayout';
import { useListSelection } from '../list-detail/use-list-selection';
import { ADMIN_NAMESPACE } from '../texts';
import { PersonBadges, personName } from './PersonBadges';
import { PersonDetail } from './PersonDetail';
import { usePeopleSearch } from './people-api';
import '../admin.css';
// The console's detail cards and figures (shared with the withdrawals page).
import '../withdrawals/withdrawals.css';
import './people.css';

/**
 * /admin/people (issue 24, item 6): accounts found by the start of a name, e-mail or phone, or by
 * id (every account, newest first, before a search); the chosen one beside the list (instead of it
 * on small screens) with its standing, activity and money, and the admin's actions on it. The
 * search, its page and the account are in the URL (?q=&page=&account=).
 */
export default function PeoplePage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { q, page, chosenId, picked, show } = useListSelection('account');
  const [typed, setTyped] = useState(q);
  const found = usePeopleSearch(q, page);
  // What was typed, kept in one piece inside right-to-left sentences.
  const quoted = i18n.dir() === 'rtl' ? `\u2068${q}\u2069` : q;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed.trim(), chosen: null });
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
      <ListDetailLayout
        texts={{
          list: t('people.results'),
          loading: t('people.loading'),
          failed: t('people.failed'),
          empty: q ? t('people.none', { q: quoted }) : t('people.empty'),
          choose: t('people.choose'),
        }}
        emptyIcon={<Users aria-hidden size={32} />}
        query={found}
        items={found.data?.people}
        lastPage={found.data?.meta.lastPage ?? 1}
        page={page}
        count={q ? t('people.foundFor', { count: found.data?.meta.total ?? 0, q: quoted }) : t('people.found', { count: found.data?.meta.total ?? 0 })}
        chosenId={chosenId}
        onChoose={(id) => show({ chosen: id })}
        onPage={(next) => show({ page: next, chosen: null })}
        item={(person) => (
          <>
            <span className="hw-admin-queue__name" dir="auto">
              {personName(person, t('people.erasedName'))}
            </span>
            <span className="hw-admin-muted" dir="ltr">
              {person.email ?? person.phone ?? t('people.noContact')}
            </span>
            <PersonBadges person={person} />
          </>
        )}
        after={
          q && (
            <Button
              variant="ghost"
              onClick={() => {
                setTyped('');
                show({ q: '', chosen: null });
              }}
            >
              {t('people.search.clear')}
            </Button>
          )
        }
        detail={<PersonDetail key={chosenId} id={chosenId!} focus={picked} onBack={() => show({ chosen: null })} />}
      />
    </div>
  );
}
