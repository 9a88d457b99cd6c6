import { AppError } from '@helpwire/service-kit';
import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { ping } from './ping';

describe('ping', () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db });

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('answers with the message and the database time', async () => {
    const before = Date.now() - 60_000;
    const response = await ping(deps(), { message: ' hello ' });
    expect(response.reply).toBe('pong: hello');
    expect(response.databaseTime?.getTime()).toBeGreaterThan(before);
  });

  it('refuses a message longer than 200 characters', async () => {
    await expect(ping(deps(), { message: 'x'.repeat(201) })).rejects.toBeInstanceOf(AppError);
  });
});
