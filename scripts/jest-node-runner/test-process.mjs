// A test process of the node project's runner (runner.mjs): runs the test files it is sent, one at a
// time, with Jest's own test framework (jest-circus: its hooks, `each`, time limits, `expect`), and
// keeps the modules they load for the next file. Each file gets fresh test state, a fresh `jest`
// object (mock functions and a fake clock, undone when the file ends) and its own time limit.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ModernFakeTimers } from '@jest/fake-timers';
import { ModuleMocker } from 'jest-mock';

const require = createRequire(import.meta.url);
// Jest's adapter between its runtime and jest-circus (its package exports only the runtime's entry).
// Its test state lives in the module, which Jest loads afresh for each file: so does this process.
const ADAPTER = join(dirname(require.resolve('jest-circus/package.json')), 'build', 'jestAdapterInit.js');
function freshAdapter() {
  delete require.cache[ADAPTER];
  return require(ADAPTER);
}
const EVENT_HANDLERS = Symbol.for('EVENT_HANDLERS');
const TEST_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');
const inert = { enterTestCode() {}, leaveTestCode() {} };

let setup;
process.on('message', (message) => {
  if (message.projectConfig) setup = message;
  else if (message.path)
    runFile(message.path).then(
      (result) => process.send({ result }),
      (error) => process.send({ failure: error instanceof Error ? error.stack || error.message : String(error) }),
    );
});
process.on('disconnect', () => process.exit(0));

/** Jest's result for one test file; rejects when the file cannot load (a failed file, not a dead process). */
async function runFile(testPath) {
  const { projectConfig: config, globalConfig } = setup;
  const adapter = freshAdapter();
  // Jest's handlers of the test events stay; those added for this file (its expect, its snapshots) go with it.
  const handlers = globalThis[EVENT_HANDLERS];
  const jestHandlers = handlers.length;
  const jest = fileJest();
  globalThis.jest = jest.api;
  const start = Date.now();
  try {
    await adapter.initialize({
      config,
      environment: { global: globalThis },
      globalConfig,
      localRequire: require,
      parentProcess: process,
      runtime: inert,
      setGlobalsForRuntime: () => {},
      testPath,
    });
    await import(pathToFileURL(testPath).href);
    const result = await adapter.runAndTransformResultsToJestFormat({ config, globalConfig, setupAfterEnvPerfStats: {}, testPath });
    // The file's time, as Jest's runner reports it: its reports and its order of the next run read it.
    const end = Date.now();
    return { ...result, perfStats: { ...result.perfStats, start, end, runtime: end - start, slow: (end - start) / 1000 > config.slowTestThreshold } };
  } finally {
    jest.undo();
    handlers.splice(jestHandlers);
    delete globalThis[TEST_TIMEOUT];
  }
}

/** The `jest` object one file sees: mock functions, the fake clock and the file's time limit. */
function fileJest() {
  const mocker = new ModuleMocker(globalThis);
  const timers = new ModernFakeTimers({ config: { fakeTimers: {} }, global: globalThis });
  const api = {
    fn: mocker.fn.bind(mocker),
    spyOn: mocker.spyOn.bind(mocker),
    clearAllMocks: () => (mocker.clearAllMocks(), api),
    resetAllMocks: () => (mocker.resetAllMocks(), api),
    restoreAllMocks: () => (mocker.restoreAllMocks(), api),
    useFakeTimers: (options) => (timers.useFakeTimers(options), api),
    useRealTimers: () => (timers.useRealTimers(), api),
    setSystemTime: (now) => (timers.setSystemTime(now), api),
    now: () => timers.now(),
    advanceTimersByTime: (ms) => (timers.advanceTimersByTime(ms), api),
    advanceTimersByTimeAsync: async (ms) => (await timers.advanceTimersByTimeAsync(ms), api),
    runOnlyPendingTimers: () => (timers.runOnlyPendingTimers(), api),
    getTimerCount: () => timers.getTimerCount(),
    setTimeout: (ms) => ((globalThis[TEST_TIMEOUT] = ms), api),
  };
  return {
    api,
    undo() {
      timers.useRealTimers();
      timers.dispose();
      mocker.restoreAllMocks();
    },
  };
}
