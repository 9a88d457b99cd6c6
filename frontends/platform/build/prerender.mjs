#!/usr/bin/env node
// Pre-renders the public pages at build time (decision 0089): the shell's app is bundled for Node
// (prerender-config.mjs), rendered inside jsdom once per language (one process each: the app reads
// the language at start, as in the browser), and each page is written into the shell's index.html
// as frontends/apps/shell/dist/prerendered/<language>/<page>.html, with the stylesheets its first
// render needs linked in <head> and the scripts it hydrates with preloaded. The web server sends
// that file for the path in the reader's language (launcher/src/web-frontends.ts); the app hydrates it.
import rspack from '@rspack/core';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrerenderConfig } from './prerender-config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apps = join(here, '..', '..', 'apps');
const shellDir = join(apps, 'shell');
/** The built-in languages (the others show English, machine-translated in the browser). */
export const PRERENDERED_LANGUAGES = ['en', 'ar'];
const RTL = new Set(['ar']);
/**
 * Pages the app renders itself: the contact form's fields could be typed into before the app
 * hydrates them (a press waits, typing would not: shell.css), and react-hook-form reads them only once it runs.
 */
const LEFT_TO_THE_APP = new Set(['/contact-us']);

/** The file of a path: `/` → index.html, `/services` → services.html. */
export const prerenderedFile = (path) => `${path === '/' ? 'index' : path.slice(1)}.html`;

const graphOf = (app) => JSON.parse(readFileSync(join(apps, app, 'dist', 'chunk-graph.json'), 'utf8'));
const urlOf = (app, file) => (app === 'shell' ? `/${file}` : `/mf/${app}/${file}`);

/**
 * The files `/` loads before it is ready, as URLs (the same walk as tests/web/initial-load-budget.test.ts):
 * the shell's entry and bootstrap, the shared modules they consume, the public remote's entry and page
 * list; with `area` (user, helper), that signed-in remote's entry and page list too, and what they consume.
 */
export function initialFiles(area) {
  const remotes = ['public', ...(area ? [area] : [])];
  const graphs = { shell: graphOf('shell'), ...Object.fromEntries(remotes.map((name) => [name, graphOf(name)])) };
  const loaded = new Set();
  const load = (app, group) => group.chunks.forEach((chunk) => loaded.add(`${app}:${chunk}`));
  const html = readFileSync(join(shellDir, 'dist', 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  for (const group of graphs.shell.groups) {
    const files = group.chunks.flatMap((chunk) => graphs.shell.chunks[chunk]?.files ?? []);
    if ((group.initial && files.some((file) => named.includes(file))) || group.origins.some((origin) => origin.fromEntry)) load('shell', group);
  }
  for (const name of remotes) {
    for (const group of graphs[name].groups) if (group.name === `hw_${name}` || group.name === '__federation_expose_pages') load(name, group);
  }
  for (let size = -1; size !== loaded.size; ) {
    size = loaded.size;
    const consumed = new Set(
      [...loaded].flatMap((key) => {
        const [app, chunk] = key.split(':');
        return graphs[app].chunks[chunk]?.consumes ?? [];
      }),
    );
    for (const group of graphs.shell.groups) if (group.origins.some((origin) => origin.provide && consumed.has(origin.provide))) load('shell', group);
  }
  const files = [...loaded].flatMap((key) => {
    const [app, chunk] = key.split(':');
    return (graphs[app].chunks[chunk]?.files ?? []).map((file) => urlOf(app, file));
  });
  return [...new Set(files)].filter((url) => !named.some((file) => url === `/${file}`));
}

/** The files of the public remote's chunk groups loaded by `requests` (module requests as written in its imports). */
function publicFiles(requests) {
  const graph = graphOf('public');
  const groups = graph.groups.filter((candidate) => candidate.origins.some((origin) => requests.includes(origin.request)));
  return [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => graph.chunks[chunk]?.files ?? [])))].map((file) => urlOf('public', file));
}

/**
 * The files a public page loads beyond `/`'s: its own chunk (`./pages/ServicesPage` for
 * public.services.documentTitle) and the other pages' texts, and in Arabic the texts of each part.
 */
function pageFiles(titleKey, language) {
  const name = titleKey.split('.')[1];
  const page = `./pages/${name[0].toUpperCase()}${name.slice(1)}Page`;
  const own = name === 'home' ? [] : publicFiles([page, './i18n/page-texts']);
  const shell = graphOf('shell');
  const texts =
    language === 'en'
      ? []
      : [
          // The public remote's and the shell's own texts (requests other parts also write are left to load as they come).
          ...publicFiles([`../locales/${language}.json`, `../pages/locales/${language}.json`]),
          ...shell.groups
            .filter((group) => group.origins.some((origin) => origin.request === `../locales/${language}.json`))
            .flatMap((group) => group.chunks.flatMap((chunk) => shell.chunks[chunk]?.files ?? []))
            .map((file) => urlOf('shell', file)),
        ];
  return [...new Set([...own, ...texts])];
}

/** The stylesheets of the shell's lazy parts that every pre-rendered page draws (the footer): linked, so it is styled before it loads. */
function drawnLazyStylesheets() {
  const graph = graphOf('shell');
  return graph.groups
    .filter((group) => group.origins.some((origin) => origin.request === './Footer'))
    .flatMap((group) => group.chunks.flatMap((chunk) => graph.chunks[chunk]?.files ?? []))
    .filter((file) => file.endsWith('.css'))
    .map((file) => urlOf('shell', file));
}

/**
 * What the app reads before it can draw any page, each only once the step before is done: the
 * runtime config (main.js asks for it), then the public remote's manifest (the config names it; the
 * public remote is looked up first for every path). Requested with the HTML instead (`fetch`
 * preloads, which the app's own `fetch` takes over: decision 0094).
 */
const START_READS = ['/runtime-config.json', '/mf/public/mf-manifest.json'];

/** The signed-in areas whose remote a document can start with (`app-<area>.html`): the one a path asks first (shell's remotes/page-lists.ts). */
export const SIGNED_IN_AREAS = ['user', 'helper'];

/**
 * The API reads a pre-rendered page draws its largest content from, requested with the HTML
 * (decision 0094): the URLs exactly as the page's queries ask them (frontends/apps/public/src/api/content-api.ts).
 * Marked with the page's language: the web server keeps them only for a reader whose browser asks
 * the API in that language (the content service answers by Accept-Language; a preload sends the
 * browser's, the app its own) and rewrites `/api/v1` to the runtime config's API base
 * (launcher/src/prerendered-pages.ts).
 */
const PAGE_READS = { '/services': ['/api/v1/category/getNonSubCategories', '/api/v1/content/findServices'] };

/**
 * The preloads every document of the app starts with, most needed first: the shell's entry (named at
 * the end of <body>, found last otherwise), the start reads, every script `/` loads before it is
 * ready, then the stylesheets its chunks load (the runtime asks for them before it runs a chunk).
 */
function startPreloads({ named, reads = [], area, scripts, stylesheets }) {
  return [
    ...named.map((href) => `<link rel="preload" as="script" href="${href}">`),
    ...reads,
    ...[...START_READS, ...(area ? [`/mf/${area}/mf-manifest.json`] : [])].map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin>`),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${href}">`),
    ...stylesheets.map((href) => `<link rel="preload" as="style" href="${href}">`),
  ];
}

/** The shell's index.html's own scripts (its entry, main.js), as URLs. */
const namedScripts = (template) => [...template.matchAll(/<script[^>]* src="(\/[^"]+\.js)"/g)].map((match) => match[1]);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A built file's path from its URL. */
const fileOf = (url) => (url.startsWith('/mf/') ? join(apps, url.split('/')[2], 'dist', ...url.split('/').slice(3)) : join(shellDir, 'dist', url));

/**
 * The shell's index.html with the page in #root, in its language and direction: the stylesheets its
 * first render needs inline (the first paint waits for no other request; their url()s are absolute,
 * the web server allows the block by its hash), the scripts it hydrates with preloaded.
 */
function pageDocument(template, { path, language, html, title, titleKey }, initial) {
  const page = pageFiles(titleKey, language);
  const stylesheets = [...new Set([...initial, ...page].filter((url) => url.endsWith('.css')).concat(drawnLazyStylesheets()))];
  const css = stylesheets.map((url) => readFileSync(fileOf(url), 'utf8').replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')).join('\n');
  if (css.includes('</style')) throw new Error('a stylesheet cannot be inlined: it contains </style');
  const scripts = [...initial, ...page].filter((url) => url.endsWith('.js'));
  const reads = (PAGE_READS[path] ?? []).map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin data-language="${language}">`);
  const head = [`<style>${css}</style>`, ...startPreloads({ named: namedScripts(template), reads, scripts, stylesheets })].join('');
  const replacements = [
    [/<html lang="en" dir="ltr">/, `<html lang="${language}" dir="${RTL.has(language) ? 'rtl' : 'ltr'}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${head}`],
    [/<div id="root"><\/div>/, `<div id="root" data-prerendered="${language}">${html}</div>`],
    [/\s*<noscript>[^<]*<\/noscript>/, ''],
  ];
  return replacements.reduce((page, [pattern, value]) => {
    if (!pattern.test(page)) throw new Error(`the shell's index.html has no ${pattern}`);
    return page.replace(pattern, () => value);
  }, template);
}

/**
 * The document of every path not pre-rendered (the signed-in areas, sign-in, the contact form): the
 * shell's index.html with the start preloads, so the start chain's steps load side by side; with
 * `area`, the signed-in remote's manifest, entry and page list too (the remote the app asks first
 * for the path: the helper's under /helper, the user's elsewhere).
 */
function appDocument(template, area) {
  const initial = initialFiles(area);
  const head = startPreloads({
    named: namedScripts(template),
    area,
    scripts: initial.filter((url) => url.endsWith('.js')),
    stylesheets: initial.filter((url) => url.endsWith('.css')),
  }).join('');
  if (!/<\/title>/.test(template)) throw new Error("the shell's index.html has no <title>");
  return template.replace(/<\/title>/, () => `</title>${head}`);
}

/** The file of the document of the paths not pre-rendered that start with `area`'s remote (launcher/src/prerendered-pages.ts sends it). */
export const appDocumentFile = (area) => `app-${area}.html`;

/** In a child process: every public page in one language, as JSON on stdout. */
async function renderLanguage(bundle, language) {
  const { JSDOM } = createRequire(import.meta.url)('jsdom');
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const { window } = dom;
  window.localStorage.setItem('language', language);
  window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
  for (const key of [
    'window',
    'document',
    'navigator',
    'location',
    'history',
    'localStorage',
    'sessionStorage',
    'HTMLElement',
    'Element',
    'Node',
    'CustomEvent',
    'matchMedia',
    'getComputedStyle',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'MutationObserver',
  ]) {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
  const { renderPage, publicPaths } = createRequire(import.meta.url)(bundle);
  const pages = [];
  for (const path of await publicPaths()) if (!LEFT_TO_THE_APP.has(path)) pages.push({ path, language, ...(await renderPage(path)) });
  // The app's timers (the query cache's collection after five minutes) would keep the process alive.
  process.stdout.write(JSON.stringify(pages), () => process.exit(0));
}

function renderInChild(bundle, language) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--render', bundle, language], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`pre-rendering ${language} failed (${code})`))));
  });
}

/** Bundles the renderer, renders every public page in every built-in language, writes the files. */
export async function prerender() {
  // Under the shell, so the bundle finds react and react-dom in the workspace's node_modules; removed after.
  // In its dist: a directory made and removed beside the sources would make the shell look changed
  // to scripts/build-web.mjs (it reads the sources' newest mtime), and every build would build it again.
  const outDir = mkdtempSync(join(shellDir, 'dist', '.prerender-'));
  try {
    const stats = await new Promise((resolve, reject) =>
      rspack(createPrerenderConfig({ shellDir, outDir })).run((error, result) => (error ? reject(error) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const bundle = join(outDir, 'render-page.cjs');
    const template = readFileSync(join(shellDir, 'dist', 'index.html'), 'utf8');
    const initial = initialFiles();
    const target = join(shellDir, 'dist', 'prerendered');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    for (const area of SIGNED_IN_AREAS) writeFileSync(join(target, appDocumentFile(area)), appDocument(template, area));
    for (const language of PRERENDERED_LANGUAGES) {
      mkdirSync(join(target, language), { recursive: true });
      for (const page of await renderInChild(bundle, language)) {
        writeFileSync(join(target, language, prerenderedFile(page.path)), pageDocument(template, page, initial));
      }
    }
    console.log(`> pre-rendered the public pages in ${PRERENDERED_LANGUAGES.join(', ')} (frontends/apps/shell/dist/prerendered)`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const render = process.argv.indexOf('--render');
  const run = render > 0 ? renderLanguage(process.argv[render + 1], process.argv[render + 2]) : prerender();
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
