import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';

/** A pre-rendered page as sent: the HTML and the hashes of its inline style attributes. */
interface PrerenderedPage {
  mtimeMs: number;
  html: string;
  /** Its inline stylesheet's hash (the first render's styles). */
  styleHashes: string[];
  /** Its style attributes' hashes (the loading cards' sizes). */
  attributeHashes: string[];
}

/** The built-in languages pre-rendered at build time (frontends/platform/build/prerender.mjs); others read English. */
const LANGUAGES = ['en', 'ar'];

/** The language the app starts in, as the server can see it: the `language` cookie (web-core's language-preference), else English. */
function languageOf(req: Request): string {
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  return cookie && LANGUAGES.includes(cookie) ? cookie : 'en';
}

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
export function prerenderedPages(shellDist: string): (req: Request, res: Response) => boolean {
  const dir = join(shellDist, 'prerendered');
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
    const page = { mtimeMs, html, styleHashes, attributeHashes: [...attributes].map(sha256) };
    cache.set(file, page);
    return page;
  }

  /** Sends the page of the request's path and language when there is one; false to send the plain index.html. */
  return (req, res) => {
    // A query (a filter, a category to open) can change what the page draws: the app renders it.
    if (req.url.includes('?')) return false;
    const name = fileOf(req.path);
    const page = name ? load(join(dir, languageOf(req), name)) : undefined;
    if (!page) return false;
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', withPageStyles(policy, page));
    // The language decides the file: a cache must keep one per cookie.
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(page.html);
    return true;
  };
}
