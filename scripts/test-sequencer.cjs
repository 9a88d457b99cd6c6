// Jest `--testSequencer` of `npm test`: the slowest files start first, so no worker is left alone
// with a long file at the end of a stage. Jest knows each file's time from the last run on this
// machine; a fresh clone (CI) has none, and Jest would order by file size, which put small but slow
// files (public-site) last. Then the files below, slowest first, lead; the rest follow by size.
const Sequencer = require('@jest/test-sequencer').default;
const { relative, sep } = require('node:path');

/** The slowest files of the last full CI runs (issue 22's figures), slowest first. */
const SLOWEST_FIRST = [
  'tests/e2e/janus-meeting.test.ts',
  'tests/e2e/screens-review.test.ts',
  'tests/e2e/public-site.test.ts',
  'tests/e2e/helper-incoming-call.test.ts',
  'tests/e2e/p2p-meeting.test.ts',
  'tests/contract/money-randomized.int.test.ts',
  'scripts/new-service.test.ts',
  'tests/contract/fuzz.int.test.ts',
  // The database stage's: ordered by size, the bench smoke files (small files that start products)
  // started last and ran alone for a minute at the stage's end (193 s); first, the stage ends
  // balanced across the workers (183 s, bound by the cores).
  'tests/bench/bench-realtime-and-web.int.test.ts',
  'services/payment/test/ledger-randomized.int.test.ts',
  'tests/bench/bench-services.int.test.ts',
  'launcher/test/run-modes.int.test.ts',
  'launcher/test/demo-accounts.int.test.ts',
];
const root = `${__dirname}${sep}..`;

class SlowestFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => SLOWEST_FIRST.indexOf(relative(root, test.path).split(sep).join('/'));
    const sized = ({ path, context }) => context.hasteFS.getSize(path) ?? 0;
    const timed = tests.map((test) => ({ test, failed: this.hasFailed(test), ms: this.time(test), rank: rank(test) }));
    const known = timed.every(({ ms }) => ms !== undefined);
    return timed
      .sort((a, b) => {
        if (a.failed !== b.failed) return a.failed ? -1 : 1;
        if (known) return b.ms - a.ms;
        if (a.rank >= 0 !== b.rank >= 0) return a.rank >= 0 ? -1 : 1;
        if (a.rank >= 0) return a.rank - b.rank;
        return sized(b.test) - sized(a.test);
      })
      .map(({ test }) => test);
  }
}

module.exports = SlowestFirst;
module.exports.SLOWEST_FIRST = SLOWEST_FIRST;
