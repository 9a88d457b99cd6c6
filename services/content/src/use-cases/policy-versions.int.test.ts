import { PolicyVersionTexts, Texts } from '@helpwire/contracts';
import { contentNames, contentPolicies } from '@helpwire/proto';
import { AdminActions } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { policyVersions } from '../store/schema';
import { seedPolicies } from '../seed/data';
import { listPolicyVersions } from './list-policy-versions';
import { publishPolicyVersion } from './publish-policy-version';
import { getPolicy } from './read-policy';
import { withdrawPolicyVersion } from './withdraw-policy-version';

const arabic = /[\u0600-\u06FF]/;
const ADMIN = { userId: '00000000-0000-4000-8000-0000000000ad', role: 'ADMIN' };
const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
/** The day the tests read the policies on, then the days after it. */
let today = '2026-12-07';
const at = (text: string, time = '15:30:00') => new Date(`${text}T${time}.000Z`);

const draft = (effectiveFrom: string, word: string) =>
  contentPolicies.PublishPolicyVersionRequest.fromPartial({
    slug: 'terms',
    title: { en: `Terms (${word})`, ar: `الشروط (${word})` },
    sections: [{ heading: { en: `About ${word}`, ar: 'حول' }, body: { en: `The ${word} text.`, ar: 'النص.' } }],
    summary: `Rewrote the terms: ${word}.`,
    effectiveFrom: day(effectiveFrom),
  });

describe("policies' versions (issue 24, item 7; decision 0081)", () => {
  const f = useCaseFixture();
  const admin = () => f.ctx('en', ADMIN);
  const statusName = (status: number) => contentNames.policyVersionStatusNames.nameOf(status);
  const audited = async (action: string) =>
    (await f.outboxRows())
      .filter((row) => row.subject === AdminActions.content.subject)
      .map((row) => AdminActions.content.codec.decode(row.payload))
      .filter((entry) => entry.action === action);

  beforeAll(async () => {
    f.deps.now = () => at(today);
    // The seed dates each policy's version 1 the day it ran (the database's clock): move it before
    // the tests' "today", which is a fixed day, so the suite reads the same whatever day it runs.
    await f.database.db.update(policyVersions).set({ effectiveFrom: '2026-12-01' }).where(eq(policyVersions.version, 1));
  });

  it('keeps each seeded policy as its version 1, in effect, in English and Arabic; another slug is the spec text', async () => {
    const { policy } = await getPolicy(f.deps, { slug: 'privacy' }, f.ctx());
    expect(policy).toMatchObject({ title: 'Privacy Policy', version: 1, upcoming: undefined });
    expect(statusName(policy!.status)).toBe('IN_EFFECT');
    expect(policy!.sections).toHaveLength(seedPolicies.find((p) => p.slug === 'privacy')!.sections.length);
    expect((await getPolicy(f.deps, { slug: 'terms' }, f.ctx('ar'))).policy!.title).toMatch(arabic);
    await expect(getPolicy(f.deps, { slug: 'cookies' }, f.ctx())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reasons: ['CONTENT_POLICY_NOT_FOUND'],
      messages: [Texts.policyNotFound],
    });
    const { policies } = await listPolicyVersions(f.deps, admin());
    expect(policies.map((p) => [p.slug, p.versions.map((v) => [v.version, statusName(v.status)])])).toEqual([
      ['privacy', [[1, 'IN_EFFECT']]],
      ['terms', [[1, 'IN_EFFECT']]],
    ]);
  });

  it('refuses everyone but an admin, before reading anything', async () => {
    for (const who of [{}, { userId: ADMIN.userId, role: 'USER' }, { userId: ADMIN.userId, role: 'HELPER' }]) {
      const ctx = f.ctx('en', who);
      await expect(listPolicyVersions(f.deps, ctx)).rejects.toMatchObject({ code: expect.stringMatching(/UNAUTHENTICATED|PERMISSION_DENIED/) });
      await expect(publishPolicyVersion(f.deps, draft(today, 'sneaky'), ctx)).rejects.toMatchObject({
        code: expect.stringMatching(/UNAUTHENTICATED|PERMISSION_DENIED/),
      });
      await expect(withdrawPolicyVersion(f.deps, { id: ADMIN.userId, reason: 'x' }, ctx)).rejects.toMatchObject({
        code: expect.stringMatching(/UNAUTHENTICATED|PERMISSION_DENIED/),
      });
    }
    expect(await audited('policy.publish_version')).toHaveLength(0);
  });

  it('refuses a day in the past, a missing summary, a text missing in one language, an unknown policy', async () => {
    await expect(publishPolicyVersion(f.deps, draft('2026-12-06', 'late'), admin())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reasons: ['CONTENT_POLICY_DATE_IN_THE_PAST'],
      messages: [PolicyVersionTexts.dateInThePast],
    });
    await expect(publishPolicyVersion(f.deps, { ...draft(today, 'x'), summary: '  ' }, admin())).rejects.toMatchObject({
      messages: [PolicyVersionTexts.summaryRequired],
    });
    const noArabic = draft(today, 'x');
    noArabic.sections[0]!.body!.ar = '';
    await expect(publishPolicyVersion(f.deps, noArabic, admin())).rejects.toMatchObject({ messages: [PolicyVersionTexts.sectionRequired] });
    await expect(publishPolicyVersion(f.deps, { ...draft(today, 'x'), effectiveFrom: undefined }, admin())).rejects.toMatchObject({
      messages: [PolicyVersionTexts.dateInvalid],
    });
    await expect(publishPolicyVersion(f.deps, { ...draft(today, 'x'), slug: 'cookies' }, admin())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!.version).toBe(1);
  });

  it('schedules a version: the page keeps the one in effect with a notice of the next, which the day it comes is the one shown', async () => {
    const { version } = await publishPolicyVersion(f.deps, draft('2026-12-20', 'scheduled'), admin());
    expect(version).toMatchObject({ version: 2, slug: 'terms', summary: 'Rewrote the terms: scheduled.', authorId: ADMIN.userId });
    expect(statusName(version!.status)).toBe('SCHEDULED');

    const now = (await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!;
    expect(now).toMatchObject({ version: 1, upcoming: { version: 2, effectiveFrom: day('2026-12-20') } });
    // The notice's link: the scheduled version, readable before its day, in Arabic too.
    const ahead = (await getPolicy(f.deps, { slug: 'terms', version: 2 }, f.ctx('ar'))).policy!;
    expect(ahead).toMatchObject({ title: 'الشروط (scheduled)', version: 2, effectiveFrom: day('2026-12-20') });
    expect(statusName(ahead.status)).toBe('SCHEDULED');

    // The day before it, then the day itself (midnight UTC).
    f.deps.now = () => at('2026-12-19', '23:59:59');
    expect((await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!.version).toBe(1);
    f.deps.now = () => at('2026-12-20', '00:00:00');
    const then = (await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!;
    expect(then).toMatchObject({ version: 2, title: 'Terms (scheduled)', effectiveFrom: day('2026-12-20'), upcoming: undefined });
    const { policies } = await listPolicyVersions(f.deps, admin());
    expect(policies.find((p) => p.slug === 'terms')!.versions.map((v) => [v.version, statusName(v.status)])).toEqual([
      [2, 'IN_EFFECT'],
      [1, 'PAST'],
    ]);
    f.deps.now = () => at(today);

    const [entry] = await audited('policy.publish_version');
    expect(entry).toMatchObject({ actorId: ADMIN.userId, objectType: 'policy', objectId: 'terms#2', reason: 'Rewrote the terms: scheduled.' });
    expect(JSON.parse(entry!.beforeJson!)).toMatchObject({ version: 1 });
    expect(JSON.parse(entry!.afterJson!)).toMatchObject({ version: 2, effectiveFrom: '2026-12-20', titleEn: 'Terms (scheduled)', inEffectToday: false });
  });

  it('publishes a version in effect today: shown at once, before the scheduled one comes', async () => {
    const { version } = await publishPolicyVersion(f.deps, draft(today, 'today'), admin());
    expect(version).toMatchObject({ version: 3, effectiveFrom: day(today) });
    expect(statusName(version!.status)).toBe('IN_EFFECT');
    const shown = (await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!;
    expect(shown).toMatchObject({ version: 3, title: 'Terms (today)', upcoming: { version: 2 } });
    expect(statusName((await getPolicy(f.deps, { slug: 'terms', version: 1 }, f.ctx())).policy!.status)).toBe('PAST');
  });

  it('withdraws a scheduled version with a reason (audited); never one in effect, past or withdrawn already', async () => {
    const versions = (await listPolicyVersions(f.deps, admin())).policies.find((p) => p.slug === 'terms')!.versions;
    const id = (n: number) => versions.find((v) => v.version === n)!.id;
    await expect(withdrawPolicyVersion(f.deps, { id: id(2), reason: ' ' }, admin())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(withdrawPolicyVersion(f.deps, { id: id(3), reason: 'Oops' }, admin())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      messages: [PolicyVersionTexts.notScheduled],
    });
    await expect(withdrawPolicyVersion(f.deps, { id: id(1), reason: 'Oops' }, admin())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    await expect(withdrawPolicyVersion(f.deps, { id: ADMIN.userId, reason: 'Oops' }, admin())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: [PolicyVersionTexts.notFound],
    });

    const { version } = await withdrawPolicyVersion(f.deps, { id: id(2), reason: 'Legal asked for another review.' }, admin());
    expect(statusName(version!.status)).toBe('WITHDRAWN');
    expect(version!.withdrawnAt).toBeInstanceOf(Date);
    await expect(withdrawPolicyVersion(f.deps, { id: id(2), reason: 'Again' }, admin())).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    // Gone from the page's notice and never in effect, even on its day; not readable by number.
    expect((await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!.upcoming).toBeUndefined();
    await expect(getPolicy(f.deps, { slug: 'terms', version: 2 }, f.ctx())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    today = '2026-12-21';
    expect((await getPolicy(f.deps, { slug: 'terms' }, f.ctx())).policy!.version).toBe(3);
    const [entry] = await audited('policy.withdraw_version');
    expect(entry).toMatchObject({ objectId: 'terms#2', reason: 'Legal asked for another review.' });
    expect([JSON.parse(entry!.beforeJson!).withdrawn, JSON.parse(entry!.afterJson!).withdrawn]).toEqual([false, true]);
  });
});
