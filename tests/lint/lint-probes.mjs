#!/usr/bin/env node
// Lints snippets as if they were files at given paths in the repository, with one ESLint instance
// (the Node API, the repository's eslint.config.mjs): reads [{ path, code }] as JSON on stdin and
// writes [{ messages: [{ ruleId, message }], stylish }] as JSON on stdout, one entry per snippet.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';

const root = process.argv[2];
const probes = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: root });
const stylish = await eslint.loadFormatter('stylish');
const answers = [];
for (const { path, code } of probes) {
  const results = await eslint.lintText(code, { filePath: join(root, path) });
  answers.push({
    messages: results.flatMap((result) => result.messages.map(({ ruleId, message }) => ({ ruleId, message }))),
    stylish: await stylish.format(results),
  });
}
process.stdout.write(JSON.stringify(answers));
