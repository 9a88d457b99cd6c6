// The build-time renderer (decision 0089): the shell's whole app for one public path, rendered to
// HTML in Node (frontends/platform/build/prerender.mjs runs it inside jsdom, one process per
// language), the same tree the browser hydrates: header, the public remote's page, footer.
import { i18next } from '@helpwire/web-core';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';
import { remotePages } from '../remotes/page-lists';
import { setupShellI18n } from '../texts/shell-texts';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The tab title the page sets once it runs. */
  title: string;
  /** The page entry's title key (its stylesheets are found by it). */
  titleKey: string;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** The public paths that are pre-rendered (the page list's own, in its order). */
export async function publicPaths(): Promise<string[]> {
  await setupShellI18n();
  return (await remotePages('public')).pages.map((entry) => entry.path);
}

/** Renders `path` in the language jsdom's storage names (the app reads it as in the browser). */
export async function renderPage(path: string): Promise<RenderedPage> {
  await setupShellI18n();
  const remote = await remotePages('public');
  const entry = remote.pages.find((page) => page.path === path);
  if (!entry) throw new Error(`${path} is not a public page`);
  window.history.replaceState(null, '', path);
  // Every boundary inline and complete: no outlined segment (its reveal would need an inline script,
  // which the Content-Security-Policy refuses), whatever the page's size.
  const { prelude } = await prerenderToNodeStream(<App />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await text(prelude);
  const page = i18next.t(entry.titleKey, { ns: remote.namespace });
  const title = entry.fullTitle ? page : i18next.t('shell.documentTitle', { ns: 'shell', page });
  return { html, title, titleKey: entry.titleKey };
}
