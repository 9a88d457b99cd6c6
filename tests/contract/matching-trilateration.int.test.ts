import { DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR, MatchingTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import { apiOf, freshPhone, signUpBody, uniqueIds } from './accounts';
import { asHelper, matchingAccountsOf, TECH } from './matching-accounts';
import { startStack, type Stack } from './stack';

interface Place {
  latitude: number;
  longitude: number;
}

/** Great-circle metres between two places. */
function metres(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Issue 21 item 1: the attack a reviewer ran. A helper is online at home; attackers (several
 * accounts, as one person could make) stand wherever they like — their profile's place and the
 * query's coordinates — and bisect where the distance of GET /call/callBackHelper changes, along a
 * parallel and then a meridian, to find the helper's home. It must not come nearer than the
 * blurring (> 500 m), and each account is cut off with a 429 after its hourly look-ups of the helper.
 */
describe('matching API: a helper cannot be located by distances', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post, put, codeFor } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  const home = { latitude: 25.20483, longitude: 55.27079 };

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
  }, 60_000);

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  /** A user who can move their profile's place at will. */
  async function attacker() {
    const body = { ...signUpBody(unique(), {}, { first: 'Eve', last: 'Attacker', gender: 'Female' }), phone: freshPhone() };
    expect((await post('/auth/signup', body)).status).toBe(201);
    const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    const { password: _password, confirmPassword: _confirm, acceptTerms: _terms, ...profile } = body;
    return { token: verified.body.data.token as string, profile };
  }

  it('finds no nearer than the blurring however the attackers bisect, and answers 429 after the hourly look-ups of one helper', async () => {
    const helper = await m.onlineHelper({ first: 'Nadia', gender: 'Female' }, home);
    const attackers = [await attacker()];
    const path = `/call/callBackHelper?helperId=${helper.id}&categoryId=${TECH}`;
    await waitFor(async () => (await get(path, attackers[0]!.token)).status === 200, 10_000);
    let answered = 1;
    const cutOffs: { answered: number; status: number; message: string; code: string }[] = [];

    /** The distance the product shows from `place`, asked as the current attacker (the next one once cut off). */
    async function distanceFrom(place: Place): Promise<number> {
      // The helper stays online meanwhile: their channel's heartbeat, as the realtime channel sends it.
      await m.presence.helperHeartbeat({}, { identity: asHelper(helper.id) });
      for (;;) {
        const me = attackers.at(-1)!;
        expect((await put('/users/update', { ...me.profile, location: { ...place, address: 'Here' } }, me.token)).status).toBe(200);
        const r = await get(`${path}&latitude=${place.latitude}&longitude=${place.longitude}`, me.token);
        if (r.status === 200) {
          answered += 1;
          return r.body.data.helper.distanceKm as number;
        }
        if (r.status !== 429) throw new Error(`call-back answered ${r.status} ${JSON.stringify(r.body)}`);
        cutOffs.push({ answered, status: r.status, message: r.body.message, code: r.body.code });
        if (cutOffs.length > 10) throw new Error('more than ten accounts cut off');
        attackers.push(await attacker());
        answered = 0;
      }
    }

    /** Where along `at(x)` the shown distance reaches `level`, between `inside` (below it) and `outside`, to about a metre. */
    async function crossing(at: (x: number) => Place, inside: number, outside: number, level: number): Promise<number> {
      for (let step = 0; step < 13; step += 1) {
        const middle = (inside + outside) / 2;
        if ((await distanceFrom(at(middle))) < level) inside = middle;
        else outside = middle;
      }
      return (inside + outside) / 2;
    }

    /** The centre of the helper along a line: the middle of the two places where the distance reaches the same level. */
    async function centreAlong(at: (x: number) => Place, guess: number, span: number): Promise<number> {
      const level = Math.min(await distanceFrom(at(guess - span)), await distanceFrom(at(guess + span)));
      expect(await distanceFrom(at(guess))).toBeLessThan(level);
      const [low, high] = [await crossing(at, guess, guess - span, level), await crossing(at, guess, guess + span, level)];
      return (low + high) / 2;
    }

    // The attacker knows roughly where the helper lives (a few hundred metres off).
    const latitudeGuess = home.latitude + 0.003;
    const longitude = await centreAlong((x) => ({ latitude: latitudeGuess, longitude: x }), home.longitude + 0.004, 0.1);
    const latitude = await centreAlong((y) => ({ latitude: y, longitude }), latitudeGuess, 0.1);
    const missedBy = metres({ latitude, longitude }, home);

    // The real home stays at least the blurring away (it was a few metres before the fix).
    expect(missedBy).toBeGreaterThan(500);
    expect(missedBy).toBeLessThan(3000);
    // Each account was cut off after its hourly look-ups of this helper, with the clear text.
    expect(cutOffs.length).toBeGreaterThanOrEqual(2);
    for (const cut of cutOffs) {
      expect(cut).toEqual({
        answered: DISTANCE_LOOKUPS_PER_HELPER_PER_HOUR,
        status: 429,
        message: MatchingTexts.lookupLimited,
        code: 'MATCHING_LOOKUP_LIMITED',
      });
    }
    // The attack is about 60 look-ups (a profile move and a call-back each) and a few sign-ups: long by its nature.
  }, 180_000);

  it('measures from the profile place, never from coordinates in the query, and "nearby" (0) within the blurring', async () => {
    const helper = await m.onlineHelper({ first: 'Rami', gender: 'Male' }, home);
    const me = await attacker();
    const path = `/call/callBackHelper?helperId=${helper.id}&categoryId=${TECH}`;
    expect((await put('/users/update', { ...me.profile, location: { ...home, address: 'Next door' } }, me.token)).status).toBe(200);
    const here = await waitFor(async () => {
      const r = await get(path, me.token);
      return r.status === 200 ? r : undefined;
    }, 10_000);
    // Same place as the helper: "nearby", not "1 km".
    expect(here!.body.data.helper.distanceKm).toBe(0);
    // Sydney in the query changes nothing: the distance is still from the profile's place.
    const sydney = await get(`${path}&latitude=-33.87&longitude=151.21`, me.token);
    expect(sydney.status).toBe(200);
    expect(sydney.body.data.helper.distanceKm).toBe(0);
    const search = await get(`/call/findHelper?categoryId=${TECH}&latitude=-33.87&longitude=151.21`, me.token);
    expect(search.status).toBe(200);
    expect(search.body.data.helpers.find((h: { helperId: string }) => h.helperId === helper.id)).toMatchObject({ distanceKm: 0 });
  });
});
