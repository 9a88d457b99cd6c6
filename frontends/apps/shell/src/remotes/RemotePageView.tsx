import { Skeleton } from '@helpwire/ui';
import { type RemotePage } from '@helpwire/web-core';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { partHydrated } from '../app-shell/hydration-mark';
import { RoleGuard } from '../session/RoleGuard';
import type { FoundPage } from './page-lists';
import { PageSkeleton } from './RemoteArea';

// The signed-in areas' sidebar loads with the area, not with the public pages.
const AreaLayout = lazy(() => import('../area-nav/AreaLayout'));

let pageComponents = new WeakMap<RemotePage, ComponentType>();

/** One lazy component per page entry: a page keeps its state while the path stays. */
function pageComponent(entry: RemotePage): ComponentType {
  let component = pageComponents.get(entry);
  if (!component) {
    component = lazy(entry.page);
    pageComponents.set(entry, component);
  }
  return component;
}

/** After a failure: the next render loads every page afresh. */
export function forgetPageComponents(): void {
  pageComponents = new WeakMap();
}

/** The tab title from the page entry: "<title> — Helpwire" in the reader's language, or the title itself. */
function DocumentTitle({ remote, entry }: FoundPage) {
  const { t } = useTranslation('shell');
  const page = t(entry.titleKey, { ns: remote.namespace });
  const title = entry.fullTitle ? page : t('shell.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** A remote's page as its entry says: guarded by role, framed by the area's sidebar, titled. */
export function RemotePageView({ found }: { found: FoundPage }) {
  const { remote, entry } = found;
  const Page = pageComponent(entry);
  // Runs once the page's boundary is hydrated (or rendered): its controls take presses.
  useEffect(() => partHydrated('page'), []);
  const titled = (
    <>
      <DocumentTitle remote={remote} entry={entry} />
      <Page />
    </>
  );
  if (entry.role === 'public') return titled;
  const framed =
    entry.sidebar === 'none' ? (
      titled
    ) : (
      <Suspense fallback={<PageSkeleton />}>
        <AreaLayout remote={remote}>
          {/* One boundary per page: a page still loading shows its skeleton while the sidebar already marks it (a navigation is a transition, which would otherwise keep the old page and sidebar state). */}
          <Suspense key={entry.path} fallback={<Skeleton height="20rem" />}>
            {titled}
          </Suspense>
        </AreaLayout>
      </Suspense>
    );
  return <RoleGuard role={entry.role}>{framed}</RoleGuard>;
}
