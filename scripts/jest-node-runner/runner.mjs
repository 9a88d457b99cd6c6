// The Jest runner of the `node` project (jest.config.js, decision 0053): `maxWorkers` plain Node
// processes run the test files one after another and keep the modules they loaded, where Jest's own
// runner loads every module again for each file in a fresh VM context (about half the CPU of a
// database-stage file went to that). Each process gets this process's Node flags and two more: tsx
// compiles the sources, and the `@helpwire/source` export condition resolves workspace packages to
// them. A process that dies fails the file it was running, and a fresh one takes the next file.
// With TEST_CLAIMS_DIR, Jest processes given the same files share them as one queue (Claims).
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    const claims = process.env.TEST_CLAIMS_DIR ? new Claims(process.env.TEST_CLAIMS_DIR, this.#globalConfig.rootDir) : undefined;
    /** The next file this process is to run: with TEST_CLAIMS_DIR, the next one no other process has claimed. */
    const next = () => {
      for (let test = queue.shift(); test; test = queue.shift()) if (!claims || claims.take(test.path)) return test;
      return undefined;
    };
    const workers = Math.max(1, Math.min(this.#globalConfig.maxWorkers, queue.length));
    await Promise.all(
      Array.from({ length: workers }, async (_, index) => {
        let worker;
        try {
          for (let test = next(); test; test = next()) {
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
    if (claims?.elsewhere) process.stderr.write(`${claims.elsewhere} of ${tests.length} files ran in another process that shares them (TEST_CLAIMS_DIR).\n`);
  }
}

/**
 * The files of Jest processes that share one queue (decision 0054): given the same files and the
 * same folder, each runs a file only if it is the first to claim it there (a mkdir, which either
 * creates the folder or fails), so every file runs once, in whichever process reaches it first.
 */
class Claims {
  elsewhere = 0;

  constructor(dir, rootDir) {
    this.dir = dir;
    this.rootDir = rootDir;
    mkdirSync(dir, { recursive: true });
  }

  take(path) {
    try {
      mkdirSync(join(this.dir, relative(this.rootDir, path).replace(/[\\/]/g, '__')));
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      this.elsewhere++;
      return false;
    }
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
