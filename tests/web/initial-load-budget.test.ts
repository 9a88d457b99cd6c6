import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * Decision 0006: the JS + CSS that `/` loads before it is ready stays within 200 KB gzipped. This
 * adds it up from the production build, without a browser: the files index.html names, the shell's
 * bootstrap, every shared module those consume (the shell's copy: it registers first), and the
 * public remote's entry with its `./pages` module (home). `npm run bench:web` measures the same
 * set in Chromium, with LCP.
 */
const BUDGET_BYTES = 200 * 1024;
const frontends = join(__dirname, '..', '..', 'frontends', 'apps');

interface Origin {
  provide?: string;
  fallback?: string;
  fromEntry: boolean;
  request: string;
}
interface Graph {
  groups: { name: string | null; initial: boolean; origins: Origin[]; chunks: string[] }[];
  chunks: Record<string, { files: string[]; consumes: string[] }>;
}

/** frontends/apps/<app>/dist/chunk-graph.json, written by the build (frontends/platform/build/chunk-graph-plugin.mjs). */
function graphOf(app: string): Graph {
  const path = join(frontends, app, 'dist', 'chunk-graph.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web apps first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Graph;
}

/** The files `/` loads, as "<app>/<file>". */
function initialLoad(): string[] {
  const graphs = { shell: graphOf('shell'), public: graphOf('public') };
  const loaded = new Set<string>();
  const load = (app: keyof typeof graphs, group: Graph['groups'][number]) => group.chunks.forEach((chunk) => loaded.add(`${app}:${chunk}`));

  // The shell's entry (the file index.html names) and its start-up import of the bootstrap.
  const html = readFileSync(join(frontends, 'shell', 'dist', 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  for (const group of graphs.shell.groups) {
    const files = group.chunks.flatMap((chunk) => graphs.shell.chunks[chunk]?.files ?? []);
    if ((group.initial && files.some((file) => named.includes(file))) || group.origins.some((origin) => origin.fromEntry)) load('shell', group);
  }
  // The public remote's entry and its page list (home ships with it).
  for (const group of graphs.public.groups) if (group.name === 'hw_public' || group.name === '__federation_expose_pages') load('public', group);

  // Every loaded chunk resolves the shared modules it consumes: the shell's provided copy loads (it registers first).
  for (let size = -1; size !== loaded.size; ) {
    size = loaded.size;
    const consumed = new Set(
      [...loaded].flatMap((key) => {
        const [app, chunk] = key.split(':') as [keyof typeof graphs, string];
        return graphs[app].chunks[chunk]?.consumes ?? [];
      }),
    );
    for (const group of graphs.shell.groups) if (group.origins.some((origin) => origin.provide && consumed.has(origin.provide))) load('shell', group);
  }
  return [
    ...new Set(
      [...loaded].flatMap((key) => {
        const [app, chunk] = key.split(':') as [keyof typeof graphs, string];
        return (graphs[app].chunks[chunk]?.files ?? []).map((file) => `${app}/${file}`);
      }),
    ),
  ];
}

describe('the web budget of / (decision 0006)', () => {
  const files = initialLoad().map((file) => ({ file, gzip: gzipSync(readFileSync(join(frontends, file.replace('/', '/dist/'))), { level: 9 }).length }));
  const total = files.reduce((sum, { gzip }) => sum + gzip, 0);

  it('finds what / loads: the shell entry, react-dom, the kit, and the public remote with home', () => {
    expect(files.some(({ file }) => /^shell\/assets\/main\.\w+\.js$/.test(file))).toBe(true);
    expect(files.some(({ file }) => file === 'public/remoteEntry.js')).toBe(true);
    expect(files.some(({ file }) => file.startsWith('public/assets/__federation_expose_pages.'))).toBe(true);
    expect(files.length).toBeGreaterThan(10);
  });

  it("loads nothing of the admin console (issue 24): neither the shell's admin area and sign-in nor the admin remote", () => {
    const shell = graphOf('shell');
    const isAdmin = (group: Graph['groups'][number]) => group.origins.some((origin) => /admin-area\//.test(origin.request));
    const elsewhere = new Set(shell.groups.filter((group) => !isAdmin(group)).flatMap((group) => group.chunks));
    // The area's own chunks: those no other import of the shell loads (react or the router are everyone's).
    const own = [...new Set(shell.groups.filter(isAdmin).flatMap((group) => group.chunks))]
      .filter((chunk) => !elsewhere.has(chunk))
      .flatMap((chunk) => (shell.chunks[chunk]?.files ?? []).map((file) => `shell/${file}`));
    expect(own.length).toBeGreaterThan(0);
    const initial = new Set(files.map(({ file }) => file));
    expect(own.filter((file) => initial.has(file))).toEqual([]);
    expect(files.filter(({ file }) => file.startsWith('admin/'))).toEqual([]);
  });

  it('keeps the JS + CSS of / within 200 KB gzipped', () => {
    const listing = files
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip }) => `${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
      .join('\n');
    expect({ totalKB: Number((total / 1024).toFixed(1)), within: total <= BUDGET_BYTES, listing }).toEqual({
      totalKB: expect.any(Number),
      within: true,
      listing,
    });
  });
});
