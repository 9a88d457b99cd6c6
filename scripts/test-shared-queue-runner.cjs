// The Jest runner of the `isolated` project (jest.config.js): Jest's own runner, except that with
// TEST_CLAIMS_DIR set, several Jest processes given the same files share them as one queue. Each
// process takes the files in its order and runs one only if it claims it first (an atomic mkdir in
// that folder), so every file runs once, in whichever process reaches it first. `npm test` starts a
// second browser-stage process when the other lane's stages end (decision 0054); a file claimed by
// the other process is not reported here (Jest prints "N of M total").
const { mkdirSync } = require('node:fs');
const { join, relative } = require('node:path');
const TestRunner = require('jest-runner').default;

/** True when this process is the first to claim `path` in `dir`. */
function claim(dir, rootDir, path) {
  try {
    mkdirSync(join(dir, relative(rootDir, path).replace(/[\\/]/g, '__')));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

class SharedQueueRunner extends TestRunner {
  async runTests(tests, watcher, options) {
    const dir = process.env.TEST_CLAIMS_DIR;
    if (!dir) return super.runTests(tests, watcher, options);
    mkdirSync(dir, { recursive: true });
    let elsewhere = 0;
    for (const test of tests) {
      if (watcher.isInterrupted()) return;
      if (claim(dir, this._globalConfig.rootDir, test.path)) await super.runTests([test], watcher, options);
      else elsewhere++;
    }
    if (elsewhere > 0) process.stderr.write(`${elsewhere} of ${tests.length} files ran in the other process that shares them (TEST_CLAIMS_DIR).\n`);
  }
}

module.exports = SharedQueueRunner;
