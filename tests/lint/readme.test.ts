import { authEnv } from '@helpwire/auth';
import { contentEnv } from '@helpwire/content';
import { gatewayEnv } from '@helpwire/gateway';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('README stays true', () => {
  it('starts with exactly the two commands', () => {
    const firstBlock = readme.split('```')[1]!;
    const commands = firstBlock.split('\n').filter((line) => line.trim() && !line.startsWith('sh'));
    expect(commands.map((line) => line.split('#')[0]!.trim())).toEqual(['npm start', 'npm test']);
  });

  it('documents every environment variable the services read', () => {
    const variables = new Set([...Object.keys(contentEnv.shape), ...Object.keys(gatewayEnv.shape), ...Object.keys(authEnv.shape)]);
    const undocumented = [...variables].filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(undocumented).toEqual([]);
  });
});
