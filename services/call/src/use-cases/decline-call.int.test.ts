import { CallEvents } from '@helpwire/service-kit';
import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import { acceptCall } from './accept-call';
import { declineCall } from './decline-call';

const f = useCaseFixture();

const decline = (helper: Person, callId: string) => declineCall(f.deps, { callId }, helper.ctx);
const ringingIn = async (callId: string, wave: number) =>
  (await f.call(callId))!.rings.filter((r) => r.wave === wave && r.outcome === 'RINGING').map((r) => r.helperId);

describe('declineCall and the waves (decision 0024)', () => {
  it('tells the user of each decline, rings the next 3 at once when a wave has all declined, and ends after 3 waves with the spec text', async () => {
    const category = f.category();
    const helpers = Array.from({ length: 10 }, (_, i) => f.helper(category, i + 1));
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    for (let wave = 1; wave <= 3; wave++) {
      const rung = helpers.slice((wave - 1) * 3, wave * 3);
      expect((await ringingIn(call.id, wave)).sort()).toEqual(rung.map((h) => h.id).sort());
      for (const helper of rung) await decline(helper, call.id);
      await f.settle();
    }
    const { call: ended, rings } = (await f.call(call.id))!;
    expect(ended).toMatchObject({ state: 'DECLINED', wave: 3, nextStepAt: null });
    expect(rings).toHaveLength(9);
    expect(rings.map((r) => r.helperId)).not.toContain(helpers[9]!.id);
    const told = (await f.deliveries(call.id)).filter((d) => d.eventName === 'call-declined');
    expect(told.filter((d) => d.payload.final === false).map((d) => d.payload.id)).toEqual(helpers.slice(0, 9).map((h) => h.id));
    expect(told.at(-1)).toMatchObject({
      accountIds: [user.id],
      payload: { final: true, state: 'DECLINED', code: 'CALL_ALL_HELPERS_DECLINED', message: 'All helpers declined. Please try again.' },
    });
    expect(await f.events(CallEvents.declined, call.id)).toHaveLength(9);
    expect(await f.events(CallEvents.unanswered, call.id)).toHaveLength(1);
    // No missed-call for a helper who said no.
    expect((await f.deliveries(call.id)).filter((d) => d.eventName === 'missed-call')).toEqual([]);
  });

  it('leaves a ring that already ended as it is, and is refused to a helper the call never rang', async () => {
    const category = f.category();
    const [a] = [f.helper(category, 1)];
    const { call } = await f.request(f.payingUser(), category);
    await acceptCall(f.deps, { callId: call.id }, a!.ctx);
    await decline(a!, call.id);
    expect((await f.call(call.id))!.rings[0]!.outcome).toBe('ACCEPTED');
    await expect(decline(f.helper(f.category(), 1), call.id)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
