import { content } from '@helpwire/proto';
import { AppError } from '../errors/app-error';
import { stubHandlers } from '../testing/stub-handlers';
import { silentLogger } from '../testing/test-servers';
import { createPromiseClient, DEFAULT_DEADLINE_MS, outgoingDeadline, type PromiseClient } from './client';
import { GrpcServer, type AsyncHandlers } from './server';

const contentHandlers = (given: Partial<AsyncHandlers<content.ContentServiceServer>>) => stubHandlers(content.ContentServiceService, given);

describe('outgoingDeadline', () => {
  it('is the call’s own budget when the request it serves has no deadline', () => {
    expect(outgoingDeadline({}, 5000, 1_000)).toBe(6_000);
  });

  it('is what is left of the request when that is less, and the own budget when that is less', () => {
    expect(outgoingDeadline({ deadline: 1_300 }, 5000, 1_000)).toBe(1_300);
    expect(outgoingDeadline({ deadline: 60_000 }, 5000, 1_000)).toBe(6_000);
  });
});

describe('deadlines propagate from caller to callee over real gRPC servers', () => {
  const identity = { requestId: 'req-deadline-1', language: 'en' };
  let front: GrpcServer;
  let back: GrpcServer;
  let frontClient: PromiseClient<content.ContentServiceClient>;
  let backClient: PromiseClient<content.ContentServiceClient>;
  const slowTimers = new Set<NodeJS.Timeout>();
  let nested: Promise<{ code: string; seenDeadline?: number }>;
  let reportNested: (result: { code: string; seenDeadline?: number }) => void;
  let backSawDeadline: number | undefined;

  beforeAll(async () => {
    // The callee answers only after longer than the default 5 s budget.
    back = new GrpcServer({ name: 'back', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    back.addService(
      content.ContentServiceService,
      contentHandlers({
        listServices: async (_request, ctx) => {
          backSawDeadline = ctx.identity.deadline;
          await new Promise((resolve) => slowTimers.add(setTimeout(resolve, DEFAULT_DEADLINE_MS + 1000).unref()));
          return { services: [] };
        },
      }),
    );
    backClient = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${await back.listen(0, '127.0.0.1')}`);

    // The caller serves a request by calling the callee with the default budget, forwarding its identity.
    front = new GrpcServer({ name: 'front', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    front.addService(
      content.ContentServiceService,
      contentHandlers({
        listServices: async (_request, ctx) => {
          try {
            await backClient.listServices({}, { identity: ctx.identity });
            reportNested({ code: 'OK', seenDeadline: ctx.identity.deadline });
          } catch (error) {
            reportNested({ code: error instanceof AppError ? error.code : String(error), seenDeadline: ctx.identity.deadline });
          }
          return { services: [] };
        },
      }),
    );
    frontClient = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${await front.listen(0, '127.0.0.1')}`);
  });

  beforeEach(() => {
    nested = new Promise((resolve) => (reportNested = resolve));
    backSawDeadline = undefined;
  });

  afterAll(async () => {
    frontClient.close();
    backClient.close();
    for (const timer of slowTimers) clearTimeout(timer);
    await Promise.all([front.close(100), back.close(100)]);
  });

  // 1.5 s rather than a few hundred ms: on a loaded machine the caller's handler must get to run
  // before the incoming deadline passes, or there is no nested call to observe. Still far below 5 s.
  it('an incoming call with 1.5 s left makes the nested call fail with DEADLINE_EXCEEDED at ~1.5 s, not after 5 s', async () => {
    const sent = Date.now();
    await expect(frontClient.listServices({}, { identity, deadlineMs: 1500 })).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    const result = await Promise.race([
      nested,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the caller never made its nested call')), DEFAULT_DEADLINE_MS).unref()),
    ]);
    expect(result.code).toBe('DEADLINE_EXCEEDED');
    // Not a fresh 5 s budget: the deadlines below say so (when the failure is noticed is the machine's load).
    // The caller's handler saw the deadline it was given, and the callee the same instant (not a fresh 5 s).
    // Each hop counts the time left from its own receipt, so a slow trip (a busy machine) moves the
    // instant later by the trip: bounds a second apart, far from the 5 s a fresh budget would give.
    expect(result.seenDeadline).toBeGreaterThanOrEqual(sent + 1000);
    expect(result.seenDeadline).toBeLessThanOrEqual(sent + 2500);
    expect(backSawDeadline).toBeDefined();
    expect(backSawDeadline!).toBeLessThanOrEqual(result.seenDeadline! + 1000);
  });

  it('a call made with no request deadline keeps its own budget', async () => {
    backSawDeadline = undefined;
    const started = Date.now();
    // 2 s: the callee must receive the call before it expires, even on a loaded machine.
    await expect(backClient.listServices({}, { identity, deadlineMs: 2000 })).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    // The callee was given the call's own 2 s (counted from when it sent, plus the trip), not the default 5 s.
    expect(backSawDeadline).toBeGreaterThanOrEqual(started + 1900);
    expect(backSawDeadline).toBeLessThan(started + DEFAULT_DEADLINE_MS);
  });
});
