import { randomUUID } from 'node:crypto';
import type { VerifiedToken } from './authentication';
import { batchedSessionChecks } from './session-check-batch';

const session = (tokenId: string = randomUUID()): VerifiedToken => ({ tokenId, userId: randomUUID(), role: 'USER' });

describe('batchedSessionChecks', () => {
  it('asks auth once for the checks of one turn and answers each its own', async () => {
    const asked: string[][] = [];
    const [kept, ended] = [session(), session()];
    const isRevoked = batchedSessionChecks(async (tokens) => {
      asked.push(tokens.map((token) => token.tokenId));
      return new Set([ended.tokenId]);
    });
    expect(await Promise.all([isRevoked(kept), isRevoked(ended), isRevoked(kept)])).toEqual([false, true, false]);
    // One question, each session named once.
    expect(asked).toEqual([[kept.tokenId, ended.tokenId]]);
    // A later turn is a new question.
    expect(await isRevoked(ended)).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it("never lets a token re-signed with another account share the genuine one's answer", async () => {
    const genuine = session();
    const forged = { ...session(genuine.tokenId), role: 'ADMIN' };
    const questions: string[][] = [];
    // As auth answers: the ids of the named sessions whose claims match a live session.
    const isRevoked = batchedSessionChecks(async (tokens) => {
      questions.push(tokens.map((token) => token.userId));
      const active = new Set(tokens.filter((token) => token.userId === genuine.userId).map((token) => token.tokenId));
      return new Set(tokens.map((token) => token.tokenId).filter((id) => !active.has(id)));
    });
    expect(await Promise.all([isRevoked(forged), isRevoked(genuine), isRevoked(genuine)])).toEqual([true, false, false]);
    expect(questions).toEqual([[forged.userId], [genuine.userId]]);
  });

  it('splits a burst larger than one question allows', async () => {
    const sizes: number[] = [];
    const isRevoked = batchedSessionChecks(async (tokens) => {
      sizes.push(tokens.length);
      return new Set();
    }, 3);
    await Promise.all(Array.from({ length: 7 }, () => isRevoked(session())));
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('fails every check a failed question carried, and only those', async () => {
    let down = true;
    const isRevoked = batchedSessionChecks(async () => {
      if (down) throw new Error('deadline exceeded');
      return new Set();
    });
    const answers = await Promise.allSettled([isRevoked(session()), isRevoked(session())]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    down = false;
    await expect(isRevoked(session())).resolves.toBe(false);
  });
});
