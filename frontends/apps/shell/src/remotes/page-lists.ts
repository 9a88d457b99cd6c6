import type { RemotePage, RemotePages } from '@helpwire/web-core';
import { useEffect, useSyncExternalStore } from 'react';
import { loadRemotePages, REMOTE_NAMES, type RemoteName } from './remote-registry';

/** A path's page and the remote that owns it. */
export interface FoundPage {
  remote: RemotePages;
  entry: RemotePage;
}

const loaded = new Map<RemoteName, RemotePages>();
const pending = new Map<RemoteName, Promise<RemotePages>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A remote's page list, fetched once; a failed fetch is forgotten so a retry fetches again. */
export function remotePages(name: RemoteName): Promise<RemotePages> {
  let list = pending.get(name);
  if (!list) {
    list = loadRemotePages(name).then(
      (pages) => {
        loaded.set(name, pages);
        changed();
        return pages;
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, list);
  }
  return list;
}

export const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

const pageIn = (remote: RemotePages | undefined, path: string) => remote?.pages.find((entry) => entry.path === path);

/**
 * The page of a path from the lists already loaded: the page, null when every list a path lookup
 * asks is loaded and none has it (the 404), undefined while that is not known yet.
 */
export function knownPage(pathname: string): FoundPage | null | undefined {
  const path = normalisePath(pathname);
  // Every loaded list (the admin's too, once an admin's area loaded it): no two lists share a path.
  for (const remote of loaded.values()) {
    const entry = pageIn(remote, path);
    if (entry) return { remote, entry };
  }
  return REMOTE_NAMES.every((name) => loaded.has(name)) ? null : undefined;
}

/**
 * The signed-in areas' lists in the order a path asks them: the helper's first for a path under
 * /helper (its pages all live there), the user's first for any other. The second is asked only when
 * the first does not have the page, so a user's page never fetches the helper remote and a helper's
 * page never fetches the user's.
 */
const signedInOrder = (path: string): RemoteName[] => (path === '/helper' || path.startsWith('/helper/') ? ['helper', 'user'] : ['user', 'helper']);

/**
 * Finds the remote that owns a path: the public list first (so "/" loads no other remote), then the
 * signed-in area the path names, then the other. Rejects when a list that could own the path did
 * not load.
 */
export async function findPage(pathname: string): Promise<FoundPage | null> {
  const path = normalisePath(pathname);
  const first = await remotePages(REMOTE_NAMES[0]).catch(() => undefined);
  const entry = pageIn(first, path);
  if (first && entry) return { remote: first, entry };
  let unreachable = !first;
  for (const name of signedInOrder(path)) {
    const remote = await remotePages(name).catch(() => undefined);
    const found = pageIn(remote, path);
    if (remote && found) return { remote, entry: found };
    if (!remote) unreachable = true;
  }
  if (unreachable) throw new Error(`no remote could be asked for ${path}`);
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => version;

/** Re-renders when a page list arrives; returns the lists' version. */
export function usePageListsVersion(): number {
  // The same snapshot on the server (the build-time renderer) and while hydrating: a count, never shown.
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A remote's page list once loaded (asked for on first use), undefined until then or when it fails. */
export function useRemotePages(name: RemoteName): RemotePages | undefined {
  usePageListsVersion();
  useEffect(() => {
    remotePages(name).catch(() => undefined);
  }, [name]);
  return loaded.get(name);
}

/** The pages a signed-in area lists in its sidebar and drawer, in the remote's order: those needing a permission only when it is `held`. */
export const sidebarPages = (remote: RemotePages, held: readonly string[] = []) =>
  remote.pages.filter((entry) => (entry.sidebar ?? 'listed') === 'listed' && (!entry.permission || held.includes(entry.permission)));

const lookups = new Map<string, Promise<FoundPage | null>>();

/**
 * findPage once per path: the same promise every render, for React `use()`. A failed lookup stays
 * failed (asking again on every render would never let the error boundary see it) until `retryLookups`.
 */
export function lookUpPage(pathname: string): Promise<FoundPage | null> {
  const path = normalisePath(pathname);
  let lookup = lookups.get(path);
  if (!lookup) {
    lookup = findPage(path);
    lookups.set(path, lookup);
  }
  return lookup;
}

/** The remote fallback's Retry: every path is looked up afresh (lists that loaded stay loaded). */
export function retryLookups(): void {
  lookups.clear();
}
