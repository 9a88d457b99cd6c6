import { FileTexts, HelpEditTexts } from '@helpwire/contracts';
import { apiOf, uniqueIds } from './accounts';
import { tinyPdf, upload } from './files';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/** The first bytes of a WebM file (its EBML header) and some frames' worth of bytes: what the type check reads. */
// A WebM's EBML header as ffmpeg writes it (DocType "webm"), then bytes standing for the clusters.
const WEBM_HEADER = [
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84,
];
const webmBytes = () =>
  Buffer.concat([Buffer.from(WEBM_HEADER), Buffer.from('webm'), Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]), Buffer.alloc(4000, 7)]);

/**
 * The console's help content over HTTP (decision 0080): a tutorial's video is an upload of purpose
 * TUTORIAL_VIDEO (admins only, read from its bytes, public once stored), and a tutorial takes only
 * such a file; FAQ entries and tutorials reach the public lists at once.
 */
describe('help content API: /admin/faqs, /admin/tutorials and their videos', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, post } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  let admin = '';

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await accounts.admin();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const tutorialBody = (videoFileId: string | undefined, title: string) => ({
    title: { en: title, ar: `درس ${title}` },
    description: { en: 'How to read a receipt.', ar: 'كيف تقرأ الإيصال.' },
    categoryId: null,
    durationSeconds: 42,
    videoFileId,
    reason: 'A common question',
  });

  it('takes a tutorial video from an admin only, by its bytes, and serves it to anyone inline', async () => {
    const user = await accounts.verifiedUser();
    expect(
      (await upload(stack.base, { content: webmBytes(), name: 'clip.webm', type: 'video/webm', purpose: 'TUTORIAL_VIDEO', token: user.token })).status,
    ).toBe(403);
    expect((await upload(stack.base, { content: webmBytes(), name: 'clip.webm', type: 'video/webm', purpose: 'TUTORIAL_VIDEO' })).status).toBe(403);
    const pdf = await upload(stack.base, { content: tinyPdf(), name: 'clip.mp4', type: 'video/mp4', purpose: 'TUTORIAL_VIDEO', token: admin });
    expect(pdf).toMatchObject({ status: 400, body: { message: FileTexts.videoType } });

    const stored = await upload(stack.base, { content: webmBytes(), name: 'clip.webm', type: 'video/webm', purpose: 'TUTORIAL_VIDEO', token: admin });
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ purpose: 'TUTORIAL_VIDEO', mimeType: 'video/webm', name: 'clip.webm' });
    const served = await fetch(`${stack.base}${stored.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await served.arrayBuffer()).equals(webmBytes())).toBe(true);
  });

  it('creates a tutorial only with an uploaded tutorial video, and publishing shows it on the public list at once', async () => {
    const document = await upload(stack.base, { content: tinyPdf(), name: 'notes.pdf', purpose: 'DOCUMENT', token: admin });
    expect(document.status).toBe(201);
    const notVideo = await post('/admin/tutorials', tutorialBody(document.body.data.id, 'Not a video'), admin);
    expect(notVideo).toMatchObject({ status: 400, body: { message: FileTexts.videoType } });
    expect((await post('/admin/tutorials', tutorialBody(undefined, 'No video'), admin)).body.message).toBe(HelpEditTexts.videoRequired);

    const video = await upload(stack.base, { content: webmBytes(), name: 'receipts.webm', type: 'video/webm', purpose: 'TUTORIAL_VIDEO', token: admin });
    const created = await post('/admin/tutorials', tutorialBody(video.body.data.id, 'Reading a receipt'), admin);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ published: false, videoUrl: video.body.data.url, durationSeconds: 42 });
    const publicTitles = async (language: string) => {
      const answer = await fetch(`${stack.base}/api/v1/content/findTutorial?limit=50`, { headers: { 'accept-language': language } });
      return ((await answer.json()) as { data: { title: string; videoUrl: string }[] }).data;
    };
    expect((await publicTitles('en')).map((t) => t.title)).not.toContain('Reading a receipt');
    const published = await post(`/admin/tutorials/${created.body.data.id}/publish`, { published: true, reason: 'Checked' }, admin);
    expect(published.body.data.published).toBe(true);
    expect((await publicTitles('en'))[0]).toMatchObject({ title: 'Reading a receipt', videoUrl: video.body.data.url });
    expect((await publicTitles('ar'))[0]).toMatchObject({ title: 'درس Reading a receipt' });
  });

  it('adds a general FAQ entry that the public FAQ shows at once, and removing it takes it off', async () => {
    const body = {
      question: { en: `Is there a student discount ${unique()}?`, ar: 'هل يوجد خصم للطلاب؟' },
      answer: { en: 'Not yet.', ar: 'ليس بعد.' },
      categoryId: null,
      reason: 'Asked twice this week',
    };
    const created = await post('/admin/faqs', body, admin);
    expect(created.status).toBe(201);
    const general = async () => ((await get('/content/findFaq?limit=50')).body.data as { id: string; question: string }[]).map((faq) => faq.id);
    expect(await general()).toContain(created.body.data.id);
    expect((await post(`/admin/faqs/${created.body.data.id}/visibility`, { hidden: true }, admin)).body.message).toBe(HelpEditTexts.reasonRequired);
    const removed = await post(`/admin/faqs/${created.body.data.id}/visibility`, { hidden: true, reason: 'Out of date' }, admin);
    expect(removed.body.data.hidden).toBe(true);
    expect(await general()).not.toContain(created.body.data.id);
    expect(((await get('/admin/faqs', admin)).body.data as { id: string; hidden: boolean }[]).find((faq) => faq.id === created.body.data.id)).toMatchObject({
      hidden: true,
    });
  });
});
