// Jest `--filter` module: keeps the test files of the stage named in TEST_STAGE (scripts/test-stages.cjs).
const { stageOf } = require('./test-stages.cjs');

module.exports = async (testPaths) => {
  const stage = process.env.TEST_STAGE;
  if (!stage) throw new Error('TEST_STAGE is not set (scripts/test.mjs sets it for each stage)');
  return { filtered: testPaths.filter((path) => stageOf(path) === stage) };
};
