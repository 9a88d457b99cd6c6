import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';

/** A pre-rendered page as sent: the HTML and the hashes of its inline style attributes. */
interface PrerenderedPage {
  mtimeMs: number;
  html: string;
  /** The HTML without its API reads' preloads (a reader whose browser asks the API in another language). */
  withoutReads: string;
  /** Its inline stylesheet's hash (the first render's styles). */
  styleHashes: string[];
  /** Its style attributes' hashes (the loading cards' sizes). */
  attributeHashes: string[];
}

/** The built-in languages pre-rendered at build time (frontends/platform/build/prerender.mjs); others read English. */
const LANGUAGES = ['en', 'ar'];

/** The `language` cookie (web-core's language-preference writes it with local storage's entry), if any. */
const languageCookie = (req: Request) => /(?:^|;\s*)language=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];

/** The language the app starts in, as the server can see it: the `language` cookie, else English. */
function languageOf(req: Request): string {
  const cookie = languageCookie(req);
  return cookie && LANGUAGES.includes(cookie) ? cookie : 'en';
}

/**
 * The content language a browser's own requests (a preload) get: the content service's rule
 * (services/content/src/domain/localized.ts): Arabic when the first language is ar or ar-*, else English.
 */
function browserContentLanguage(req: Request): string {
  const first = (req.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The preloads of a page's API reads, written by the build with the page's language (frontends/platform/build/prerender.mjs). */
const READ_PRELOAD = /<link rel="preload" as="fetch" href="\/api\/v1\/[^"]*" crossorigin data-language="[a-z]+">/g;

/**
 * The app's document for a path not pre-rendered (frontends/platform/build/prerender.mjs writes one
 * per signed-in area): the helper's under /helper, the user's elsewhere, as the shell asks their
 * remotes' page lists (frontends/apps/shell/src/remotes/page-lists.ts).
 */
const appDocumentOf = (path: string) => (path === '/helper' || path.startsWith('/helper/') ? 'app-helper.html' : 'app-user.html');

/** `/` → index.html, `/services` and `/services/` → services.html; nothing for any other shape of path. */
function fileOf(path: string): string | undefined {
  if (path === '/') return 'index.html';
  const match = /^\/([a-z0-9-]+)\/?$/.exec(path);
  return match ? `${match[1]}.html` : undefined;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The policy widened by the page's own inline styles (by hash): `style-src-elem` keeps every source `style-src` names. */
function withPageStyles(policy: string, page: PrerenderedPage): string {
  const sources = /(?:^|;\s*)style-src ([^;]*)/.exec(policy)?.[1] ?? "'self'";
  const directives = [
    ...(page.styleHashes.length > 0 ? [`style-src-elem ${sources} ${page.styleHashes.join(' ')}`] : []),
    ...(page.attributeHashes.length > 0 ? [`style-src-attr 'unsafe-hashes' ${page.attributeHashes.join(' ')}`] : []),
  ];
  return [policy, ...directives].join('; ');
}

/**
 * The public pages pre-rendered at build time, in the reader's language (decision 0089), from
 * frontends/apps/shell/dist/prerendered/<language>/<page>.html. The app hydrates the markup.
 */
export function prerenderedPages(shellDist: string, { apiBase = '/api/v1' }: { apiBase?: string } = {}): (req: Request, res: Response) => boolean {
  const dir = join(shellDist, 'prerendered');
  // The reads go where the app sends them (the runtime config's API base: another host in the distributed form).
  const base = apiBase.replace(/\/$/, '');
  const cache = new Map<string, PrerenderedPage>();

  function load(file: string): PrerenderedPage | undefined {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const html = readFileSync(file, 'utf8');
    // The policy refuses inline styles: the page's own are allowed by their hashes, nothing else.
    const attributes = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? '')));
    const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ''));
    const page = {
      mtimeMs,
      html: html.replace(READ_PRELOAD, (link) => link.replace('href="/api/v1/', () => `href="${base}/`)),
      withoutReads: html.replace(READ_PRELOAD, ''),
      styleHashes,
      attributeHashes: [...attributes].map(sha256),
    };
    cache.set(file, page);
    return page;
  }

  /**
   * Sends the page of the request's path and language when there is one, else the app's document
   * with its start preloads (decision 0094); false when neither was built (send the plain index.html).
   */
  return (req, res) => {
    const language = languageOf(req);
    // A query (a filter, a category to open) can change what the page draws: the app renders it.
    const name = req.url.includes('?') ? undefined : fileOf(req.path);
    const page = name ? load(join(dir, language, name)) : undefined;
    if (!page) {
      const app = load(join(dir, appDocumentOf(req.path)));
      if (!app) return false;
      res.type('html').send(app.html);
      return true;
    }
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', withPageStyles(policy, page));
    // The language decides the file, and the browser's languages whether the page's reads are
    // preloaded: only when the answer is in the page's language, and only for a reader whose cookie
    // says which language the app starts in (without one, local storage could hold another, which
    // the server cannot see: the app's request would take over an answer in the wrong language).
    // A cache keeps one per both.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    const readsPreloaded = languageCookie(req) !== undefined && browserContentLanguage(req) === language;
    res.type('html').send(readsPreloaded ? page.html : page.withoutReads);
    return true;
  };
}
