import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import { declineCall } from './decline-call';

const f = useCaseFixture();

const decline = (helper: Person, callId: string) => declineCall(f.deps, { callId }, helper.ctx);
const ringingIn = async (callId: string, wave: number) =>
  (await f.call(callId))!.rings.filter((r) => r.wave === wave && r.outcome === 'RINGING').map((r) => r.helperId);

/** The ring step as its timer runs it (the clock moved by the test); waves by declines are in decline-call.test.ts. */
describe('advanceCall: the 15 s of a ring', () => {
  it('waits the 15 s while one of the wave still rings, then times it out with missed-call and rings wave 2', async () => {
    const category = f.category();
    const helpers = Array.from({ length: 4 }, (_, i) => f.helper(category, i + 1));
    const { call } = await f.request(f.payingUser(), category);
    await decline(helpers[0]!, call.id);
    await decline(helpers[1]!, call.id);
    await f.tick(14_999);
    expect((await f.call(call.id))!.call.wave).toBe(1);
    await f.tick(1);
    const { call: now, rings } = (await f.call(call.id))!;
    expect(now).toMatchObject({ state: 'RINGING', wave: 2 });
    expect(rings.find((r) => r.helperId === helpers[2]!.id)?.outcome).toBe('TIMED_OUT');
    expect(await ringingIn(call.id, 2)).toEqual([helpers[3]!.id]);
    const missed = (await f.deliveries(call.id)).filter((d) => d.eventName === 'missed-call');
    expect(missed).toEqual([expect.objectContaining({ accountIds: [helpers[2]!.id], payload: expect.objectContaining({ reason: 'TIMED_OUT' }) })]);
    // Wave 2's helper does not answer either, and nobody is left: MISSED, said as a missed call (not "declined").
    await f.tick(15_000);
    expect((await f.call(call.id))!.call.state).toBe('MISSED');
    const last = (await f.deliveries(call.id)).at(-1)!;
    expect(last).toMatchObject({
      eventName: 'call-declined',
      payload: { final: true, state: 'MISSED', code: 'CALL_NO_HELPER_ANSWERED', message: 'No helper answered in time. Please try again.' },
    });
  });
});
