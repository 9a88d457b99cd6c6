import { z } from 'zod';
import { baseEnv, booleanFlag, port } from './env-fields';
import { ConfigError, loadConfig } from './load-config';

const schema = baseEnv.extend({ GRPC_PORT: port(50051), SEED: booleanFlag(true) });

describe('loadConfig', () => {
  it('applies defaults when variables are absent or empty', () => {
    const config = loadConfig(schema, { DATABASE_URL: '' });
    expect(config).toMatchObject({ NODE_ENV: 'development', LOG_LEVEL: 'info', GRPC_PORT: 50051, SEED: true, DATA_DIR: '.data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('coerces numbers and boolean flags', () => {
    expect(loadConfig(schema, { GRPC_PORT: '6000', SEED: 'false' })).toMatchObject({ GRPC_PORT: 6000, SEED: false });
  });

  it('fails fast naming every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig(schema, { GRPC_PORT: '70000', DATABASE_URL: 'mysql://x', NATS_URL: 'http://nats', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['GRPC_PORT', 'DATABASE_URL', 'NATS_URL', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as Error).message).toMatch(/^Invalid configuration:/);
  });

  it('accepts postgres URLs', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://u@db:5432/content' }).DATABASE_URL).toBe('postgres://u@db:5432/content');
  });

  it('reports a required variable by name', () => {
    expect(() => loadConfig(z.object({ JWT_SECRET: z.string() }), {})).toThrow(/JWT_SECRET/);
  });
});
