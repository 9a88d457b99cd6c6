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

  it('names in each row every service that reads the variable', () => {
    const readers = { content: contentEnv, gateway: gatewayEnv, auth: authEnv };
    const missing = Object.entries(readers).flatMap(([service, env]) =>
      Object.keys(env.shape)
        .filter((name) => {
          const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
          const usedBy = (row?.split('|')[2] ?? '').split(',').map((reader) => reader.trim());
          return !usedBy.includes('all') && !usedBy.includes(service);
        })
        .map((name) => `${name}: ${service}`),
    );
    expect(missing).toEqual([]);
  });
});
