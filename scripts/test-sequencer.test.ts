import { existsSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the sequencer is CommonJS, as Jest loads it
const { SLOWEST_FIRST } = require('./test-sequencer.cjs') as { SLOWEST_FIRST: string[] };

describe("npm test's sequencer", () => {
  it('names only test files that exist (a renamed slow file would otherwise start last again)', () => {
    expect(SLOWEST_FIRST.filter((path) => !existsSync(join(__dirname, '..', path)))).toEqual([]);
  });
});
