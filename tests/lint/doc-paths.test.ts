import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

/**
 * The documents a reader follows today (the README, the guides, the runbooks, each service's and
 * the benches' README): every repository path they name in backticks exists. Decisions are records
 * of their day and may name files that moved since.
 */
function followedDocuments(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(repoRoot, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`);
  const serviceReadmes = readdirSync(join(repoRoot, 'services'))
    .map((name) => `services/${name}/README.md`)
    .filter((path) => existsSync(join(repoRoot, path)));
  return ['README.md', 'proto/README.md', 'bench/results/README.md', ...inFolder('docs'), ...inFolder('docs/runbooks'), ...serviceReadmes];
}

const PATH_IN_BACKTICKS = /`((?:services|frontends|packages|tests|scripts|launcher|bench|deploy|charts|docs|proto)\/[\w./-]+)`/g;

describe('paths the documents name', () => {
  it.each(followedDocuments())('%s names only paths that exist', (document) => {
    const text = readFileSync(join(repoRoot, document), 'utf8');
    const missing = [...new Set([...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1]!))].filter((path) => !existsSync(join(repoRoot, path)));
    expect(missing).toEqual([]);
  });

  it('fails on a path that does not exist', () => {
    const text = 'see `services/gateway/src/no-such-file.ts` and `services/gateway/src/config.ts`';
    const missing = [...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1]!).filter((path) => !existsSync(join(repoRoot, path)));
    expect(missing).toEqual(['services/gateway/src/no-such-file.ts']);
  });
});
