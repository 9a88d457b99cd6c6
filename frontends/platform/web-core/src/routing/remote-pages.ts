import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** Who may open a page: anyone, or a signed-in user, helper or admin (spec §4, §6; the admin console, issue 24). */
export type PageRole = 'public' | 'user' | 'helper' | 'admin';

/**
 * One page a remote owns. Each remote exposes its list as `./pages` through Module Federation; the
 * shell builds the routing, the role guard, the tab title and the signed-in sidebar from it, so a
 * new page is one entry in its remote's list.
 */
export interface RemotePage {
  /** The route of spec §2, e.g. "/help". */
  path: string;
  /** The page's title, a key of the remote's own i18next namespace: the tab title and the sidebar label. */
  titleKey: string;
  role: PageRole;
  /** The page component, loaded when the page is opened. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Signed-in pages only: "listed" (the default) is in the area's sidebar and drawn beside it,
   * "unlisted" is drawn beside it without a link of its own (another name of a listed page), "none"
   * is drawn full width without the sidebar (the helper's home).
   */
  sidebar?: 'listed' | 'unlisted' | 'none';
  /** The sidebar's icon for a listed signed-in page. */
  icon?: LucideIcon;
  /** The tab title is the title itself, not "<title> — Helpwire" (the home page). */
  fullTitle?: boolean;
  /**
   * A permission the signed-in account must hold (RemotePages.permissions), e.g. an admin's
   * "admins.manage" (decision 0083): without it the page is not listed and answers the friendly 404.
   */
  permission?: string;
}

/** What a remote's `./pages` module exports. */
export interface RemotePages {
  /** The remote's i18next namespace (its package name): page titles are looked up there. */
  namespace: string;
  pages: readonly RemotePage[];
  /** Settles when the remote's texts for the current language are in place. */
  textsReady: Promise<void>;
  /** The signed-in account's permissions, for the pages that need one (none asked when absent). */
  permissions?: () => Promise<readonly string[]>;
}
