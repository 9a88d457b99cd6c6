import { MatchingTexts } from '@helpwire/contracts';
import { auth, matching } from '@helpwire/proto';
import { AuthEvents } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { COARSENING_MAX_KM } from '../domain/coarse-place';
import { findHelpers } from './find-helpers';

const { NoCandidatesReason, GenderPreference, Gender } = matching;

describe('findHelpers', () => {
  const f = useCaseFixture();
  // Each test uses its own category, so helpers of other tests never answer.
  const category = () => `cat-${randomUUID().slice(0, 8)}`;
  const user = { latitude: 25.2, longitude: 55.27 };
  const request = (categoryId: string, extra: Partial<matching.FindHelpersRequest> = {}): matching.FindHelpersRequest => ({
    userLocation: user,
    categoryId,
    languages: ['en'],
    genderPreference: GenderPreference.GENDER_PREFERENCE_UNSPECIFIED,
    excludeHelperIds: [],
    ...extra,
  });

  it('answers the free helpers of the category nearest first, with public fields, "nearby" (0) or whole kilometres to the blurred place', async () => {
    const c = category();
    const far = await f.helper({ categories: [c], firstName: 'Far', place: { latitude: 25.5, longitude: 55.27 } });
    const near = await f.helper({ categories: [c], firstName: 'Near', gender: 'Male', languages: ['en', 'ar'], place: { latitude: 25.21, longitude: 55.27 } });
    const result = await findHelpers(f.deps, request(c));
    expect(result.noCandidatesReason).toBe(NoCandidatesReason.NO_CANDIDATES_REASON_UNSPECIFIED);
    expect(result.candidates.map((h) => h.helperId)).toEqual([near, far]);
    // 1.1 km away: the blurred place is at most 2.7 km from the real one, so "nearby" (0, below 2.7 km) or 3 or 4 km.
    expect(result.candidates[0]).toEqual({
      helperId: near,
      firstName: 'Near',
      distanceKm: expect.any(Number),
      languages: ['en', 'ar'],
      categories: [c],
      gender: Gender.GENDER_MALE,
    });
    expect([0, 3, 4]).toContain(result.candidates[0]!.distanceKm);
    // 33.4 km away: whole kilometres, off by the blurring at most.
    expect(Number.isInteger(result.candidates[1]!.distanceKm)).toBe(true);
    expect(Math.abs(result.candidates[1]!.distanceKm - 33.4)).toBeLessThanOrEqual(COARSENING_MAX_KM + 0.5);
  });

  it('filters by language (any of the user languages), gender preference and the excluded ids', async () => {
    const c = category();
    const arabicWoman = await f.helper({ categories: [c], languages: ['ar'], gender: 'Female' });
    const englishMan = await f.helper({ categories: [c], languages: ['en'], gender: 'Male' });
    const ids = async (extra: Partial<matching.FindHelpersRequest>) => (await findHelpers(f.deps, request(c, extra))).candidates.map((h) => h.helperId).sort();
    expect(await ids({ languages: ['fr'] })).toEqual([]);
    expect(await ids({ languages: ['ar'] })).toEqual([arabicWoman]);
    expect(await ids({ languages: ['ar', 'en'] })).toEqual([arabicWoman, englishMan].sort());
    expect(await ids({ languages: ['ar', 'en'], genderPreference: GenderPreference.GENDER_PREFERENCE_MALE })).toEqual([englishMan]);
    expect(await ids({ languages: ['ar', 'en'], genderPreference: GenderPreference.GENDER_PREFERENCE_FEMALE })).toEqual([arabicWoman]);
    expect(await ids({ languages: ['ar', 'en'], excludeHelperIds: [arabicWoman] })).toEqual([englishMan]);
    expect(await ids({ languages: ['ar', 'en'], limit: 1 })).toHaveLength(1);
  });

  it('never offers a helper who is not approved, not available, offline, in a call or without a place', async () => {
    const c = category();
    await f.helper({ categories: [c], approved: false });
    await f.helper({ categories: [c], available: false });
    await f.helper({ categories: [c], online: false });
    await f.helper({ categories: [c], place: null });
    const inCall = await f.helper({ categories: [c] });
    await f.presence.setInCall(inCall, 'call-1');
    const result = await findHelpers(f.deps, request(c));
    expect(result).toEqual({ candidates: [], noCandidatesReason: NoCandidatesReason.NO_CANDIDATES_REASON_NONE_AVAILABLE });
    await f.presence.clearInCall(inCall, 'call-1');
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([inCall]);
  });

  it('tells a category with no approved helper from one whose helpers are all busy or away', async () => {
    const c = category();
    await f.helper({ categories: [c], approved: false });
    expect((await findHelpers(f.deps, request(c))).noCandidatesReason).toBe(NoCandidatesReason.NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY);
    const approvedAway = await f.helper({ categories: [c], online: false });
    expect((await findHelpers(f.deps, request(c))).noCandidatesReason).toBe(NoCandidatesReason.NO_CANDIDATES_REASON_NONE_AVAILABLE);
    // Rejected again: the category has no approved helper left.
    await f.authEvent(AuthEvents.helperRejected, {
      userId: approvedAway,
      status: auth.VerificationStatus.VERIFICATION_STATUS_REJECTED,
      reason: 'Unreadable ID card',
    });
    expect((await findHelpers(f.deps, request(c))).noCandidatesReason).toBe(NoCandidatesReason.NO_CANDIDATES_REASON_NO_HELPER_IN_CATEGORY);
  });

  it('stops offering a helper whose heartbeats stop once the time to live (10 s) has passed', async () => {
    const c = category();
    const helper = await f.helper({ categories: [c] });
    f.now.value += 9_000;
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([helper]);
    f.now.value += 1_001;
    expect((await findHelpers(f.deps, request(c))).candidates).toEqual([]);
    await f.presence.touch(helper);
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([helper]);
  });

  it('follows the helper profile: a new place reorders, a category dropped ends the match', async () => {
    const c = category();
    const a = await f.helper({ categories: [c], place: { latitude: 25.3, longitude: 55.27 } });
    const b = await f.helper({ categories: [c], place: { latitude: 25.4, longitude: 55.27 } });
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([a, b]);
    const profile = { email: 'b@example.com', gender: 'Female', languages: ['en'], latitude: 25.2, longitude: 55.27, firstName: 'B' };
    await f.authEvent(AuthEvents.profileUpdated, { ...profile, userId: b, categories: [c], location: { latitude: 25.2, longitude: 55.27 } });
    await waitFor(() => f.deps.directory.profile(b)!.location!.latitude < 25.3);
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([b, a]);
    await f.authEvent(AuthEvents.profileUpdated, { ...profile, userId: b, categories: ['other'], location: { latitude: 25.2, longitude: 55.27 } });
    await waitFor(() => f.deps.directory.profile(b)?.categories[0] === 'other');
    expect((await findHelpers(f.deps, request(c))).candidates.map((h) => h.helperId)).toEqual([a]);
  });

  it('asks for a place with the spec text, and for a language', async () => {
    const c = category();
    await expect(findHelpers(f.deps, request(c, { userLocation: undefined }))).rejects.toMatchObject({
      reason: 'MATCHING_LOCATION_REQUIRED',
      messages: [MatchingTexts.locationRequired],
    });
    await expect(findHelpers(f.deps, request(c, { languages: [] }))).rejects.toMatchObject({
      reason: 'MATCHING_LANGUAGE_REQUIRED',
      messages: [MatchingTexts.languageRequired],
    });
    await expect(findHelpers(f.deps, request(c, { userLocation: { latitude: 91, longitude: 0 } }))).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      messages: [MatchingTexts.latitudeInvalid],
    });
    await expect(findHelpers(f.deps, request(c, { limit: 51 }))).rejects.toMatchObject({ reason: 'VALIDATION_FAILED', messages: [MatchingTexts.limitInvalid] });
  });
});
