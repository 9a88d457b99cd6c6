// The Jest runner of the `node` project (jest.config.js, decision 0053): `maxWorkers` plain Node
// processes run the test files one after another and keep the modules they loaded, where Jest's own
// runner loads every module again for each file in a fresh VM context (about half the CPU of a
// database-stage file went to that). Each process gets this process's Node flags and two more: tsx
// compiles the sources, and the `@helpwire/source` export condition resolves workspace packages to
// them. A process that dies fails the file it was running, and a fresh one takes the next file.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TEST_PROCESS = fileURLToPath(new URL('./test-process.mjs', import.meta.url));
// tsx by its address: Jest's working folder is the project's root, which need not hold node_modules.
const SOURCE_FLAGS = [`--import=${import.meta.resolve('tsx')}`, '--conditions=@helpwire/source'];

export default class NodeTestRunner {
  #globalConfig;

  constructor(globalConfig) {
    this.#globalConfig = globalConfig;
  }

  async runTests(tests, _watcher, onStart, onResult, onFailure) {
    const queue = [...tests];
    const workers = Math.max(1, Math.min(this.#globalConfig.maxWorkers, queue.length));
    await Promise.all(
      Array.from({ length: workers }, async (_, index) => {
        let worker;
        try {
          for (let test = queue.shift(); test; test = queue.shift()) {
            worker ??= new TestProcess(index + 1, test.context.config, this.#globalConfig);
            await onStart(test);
            const outcome = await worker.run(test.path);
            if (outcome.result) {
              await onResult(test, outcome.result);
            } else {
              await onFailure(test, { message: outcome.failure, stack: outcome.failure });
              if (outcome.exited) worker = undefined;
            }
          }
        } finally {
          worker?.stop();
        }
      }),
    );
  }
}

/** One test process: runs one file at a time and answers with Jest's result for it. */
class TestProcess {
  #child;
  #pending;
  #exit;

  constructor(id, projectConfig, globalConfig) {
    this.#child = fork(TEST_PROCESS, [], {
      env: { ...process.env, JEST_WORKER_ID: String(id) },
      execArgv: [...process.execArgv.filter((flag) => !SOURCE_FLAGS.includes(flag)), ...SOURCE_FLAGS],
      serialization: 'advanced',
      stdio: 'inherit',
    });
    this.#child.send({ projectConfig, globalConfig });
    this.#child.on('message', (message) => {
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.resolve(message);
    });
    this.#child.on('exit', (code, signal) => {
      this.#exit = signal ? `signal ${signal}` : `code ${code}`;
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.resolve({ failure: `The test process exited (${this.#exit}) while it ran ${pending.path}.`, exited: true });
    });
  }

  run(path) {
    if (this.#exit) return Promise.resolve({ failure: `The test process had exited (${this.#exit}) before ${path}.`, exited: true });
    return new Promise((resolve) => {
      this.#pending = { path, resolve };
      this.#child.send({ path });
    });
  }

  stop() {
    if (!this.#exit) this.#child.disconnect();
  }
}
