import { HelpEditTexts } from '@helpwire/contracts';
import { content } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { adminActionsOn } from '../../test/admin-actions';
import { useCaseFixture } from '../../test/use-case-fixture';
import { createTutorial, listEditableTutorials, setTutorialPublished, updateTutorial } from './edit-tutorial';
import { listTutorials } from './help-content';

describe('an admin edits the tutorials (decision 0080)', () => {
  const f = useCaseFixture();
  const adminId = randomUUID();
  const admin = () => f.ctx('en', { userId: adminId, role: 'ADMIN' });
  const videoUrl = `/api/v1/files/${randomUUID()}`;
  const draft = (title: string, more: Partial<content.TutorialDraft> = {}) =>
    content.TutorialDraft.fromPartial({
      title: { en: title, ar: `درس ${title}` },
      description: { en: `About ${title}`, ar: `عن ${title}` },
      durationSeconds: 95,
      videoUrl,
      ...more,
    });
  const publicTutorials = async (language: string) =>
    (await listTutorials(f.deps, content.ListTutorialsRequest.fromPartial({ page: { limit: 100 } }), f.ctx(language))).tutorials;

  it('refuses anyone but an admin', async () => {
    const user = f.ctx('en', { userId: randomUUID(), role: 'USER' });
    await expect(createTutorial(f.deps, content.CreateTutorialRequest.fromPartial({ tutorial: draft('Refused'), reason: 'x' }), user)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(listEditableTutorials(f.deps, user)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(
      setTutorialPublished(f.deps, content.SetTutorialPublishedRequest.fromPartial({ id: randomUUID(), published: true, reason: 'x' }), f.ctx()),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a tutorial without its video, with a video from elsewhere, a bad duration, one language or no reason', async () => {
    const before = (await listEditableTutorials(f.deps, admin())).length;
    const create = (tutorial: content.TutorialDraft, reason = 'New') =>
      createTutorial(f.deps, content.CreateTutorialRequest.fromPartial({ tutorial, reason }), admin());
    await expect(create(draft('No video', { videoUrl: '' }))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [HelpEditTexts.videoRequired] });
    await expect(create(draft('Elsewhere', { videoUrl: 'https://example.com/x.mp4' }))).rejects.toMatchObject({ messages: [HelpEditTexts.videoUrlInvalid] });
    await expect(create(draft('Long', { durationSeconds: 0 }))).rejects.toMatchObject({ messages: [HelpEditTexts.durationInvalid] });
    await expect(create(draft('Half', { title: { en: 'Half', ar: '' } }))).rejects.toMatchObject({ messages: [HelpEditTexts.titleRequired] });
    await expect(create(draft('Why'), ' ')).rejects.toMatchObject({ messages: [HelpEditTexts.reasonRequired] });
    expect(await listEditableTutorials(f.deps, admin())).toHaveLength(before);
  });

  it('creates a tutorial unpublished, publishes it for the public list in both languages, edits and unpublishes it, each audited with its reason', async () => {
    const created = await createTutorial(
      f.deps,
      content.CreateTutorialRequest.fromPartial({ tutorial: draft('Setting up a printer'), reason: 'Common question' }),
      admin(),
    );
    expect(created).toMatchObject({ published: false, videoUrl, durationSeconds: 95, slug: expect.stringMatching(/^setting-up-a-printer-/) });
    expect((await publicTutorials('en')).map((t) => t.id)).not.toContain(created.id);

    await setTutorialPublished(f.deps, content.SetTutorialPublishedRequest.fromPartial({ id: created.id, published: true, reason: 'Checked' }), admin());
    // First in the order: where people look first.
    expect((await publicTutorials('en'))[0]).toMatchObject({ id: created.id, title: 'Setting up a printer', videoUrl, durationSeconds: 95 });
    expect((await publicTutorials('ar')).find((t) => t.id === created.id)).toMatchObject({ title: 'درس Setting up a printer' });

    const edited = await updateTutorial(
      f.deps,
      content.UpdateTutorialRequest.fromPartial({
        id: created.id,
        tutorial: draft('Setting up any printer', { videoUrl: '', durationSeconds: 100 }),
        reason: 'Wider',
      }),
      admin(),
    );
    expect(edited).toMatchObject({ videoUrl, durationSeconds: 100, published: true });
    expect((await publicTutorials('en')).find((t) => t.id === created.id)).toMatchObject({ title: 'Setting up any printer' });

    await setTutorialPublished(
      f.deps,
      content.SetTutorialPublishedRequest.fromPartial({ id: created.id, published: false, reason: 'Being re-recorded' }),
      admin(),
    );
    expect((await publicTutorials('en')).map((t) => t.id)).not.toContain(created.id);

    const entries = await adminActionsOn(f, created.id);
    expect(entries.map((entry) => [entry.action, entry.reason, entry.actorId])).toEqual([
      ['tutorial.create', 'Common question', adminId],
      ['tutorial.publish', 'Checked', adminId],
      ['tutorial.update', 'Wider', adminId],
      ['tutorial.unpublish', 'Being re-recorded', adminId],
    ]);
    expect(entries[2]).toMatchObject({
      before: { titleEn: 'Setting up a printer', durationSeconds: 95 },
      after: { titleEn: 'Setting up any printer', durationSeconds: 100 },
    });
  });

  it('answers an unknown tutorial with its own reason code', async () => {
    await expect(
      updateTutorial(f.deps, content.UpdateTutorialRequest.fromPartial({ id: randomUUID(), tutorial: draft('Gone'), reason: 'x' }), admin()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', reasons: ['CONTENT_TUTORIAL_NOT_FOUND'], messages: [HelpEditTexts.tutorialNotFound] });
  });
});
