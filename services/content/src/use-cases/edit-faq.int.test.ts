import { HelpEditTexts, Texts } from '@helpwire/contracts';
import { content } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { adminActionsOn } from '../../test/admin-actions';
import { useCaseFixture } from '../../test/use-case-fixture';
import { seedCategories } from '../seed/data';
import { seedContent } from '../seed/seed-content';
import { createFaq, listEditableFaqs, setFaqHidden, updateFaq } from './edit-faq';
import { getCategory } from './categories';
import { listFaqs } from './help-content';

describe('an admin edits the FAQ (decision 0080)', () => {
  const f = useCaseFixture();
  const adminId = randomUUID();
  const admin = (language = 'en') => f.ctx(language, { userId: adminId, role: 'ADMIN' });
  const draft = (question: string, more: Partial<content.FaqDraft> = {}) =>
    content.FaqDraft.fromPartial({
      question: { en: question, ar: `سؤال ${question}` },
      answer: { en: `Answer to ${question}`, ar: `جواب ${question}` },
      ...more,
    });
  const publicGeneral = async (language: string) => (await listFaqs(f.deps, content.ListFaqsRequest.fromPartial({}), f.ctx(language))).faqs;

  it('refuses users, helpers and visitors before reading anything', async () => {
    const request = content.CreateFaqRequest.fromPartial({ faq: draft('Refused?'), reason: 'x' });
    for (const ctx of [f.ctx('en', { userId: randomUUID(), role: 'USER' }), f.ctx('en', { userId: randomUUID(), role: 'HELPER' })]) {
      await expect(createFaq(f.deps, request, ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(listEditableFaqs(f.deps, ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(setFaqHidden(f.deps, content.SetFaqHiddenRequest.fromPartial({ id: randomUUID(), hidden: true, reason: 'x' }), ctx)).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
    }
    await expect(updateFaq(f.deps, content.UpdateFaqRequest.fromPartial({ id: randomUUID(), faq: draft('x'), reason: 'x' }), f.ctx())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await publicGeneral('en')).map((faq) => faq.question)).not.toContain('Refused?');
  });

  it('refuses a missing language, a missing reason, a bad order and an unknown category or entry, writing nothing', async () => {
    const before = (await listEditableFaqs(f.deps, admin())).length;
    const onlyEnglish = draft('Half', { answer: { en: 'Only English', ar: ' ' } });
    await expect(createFaq(f.deps, content.CreateFaqRequest.fromPartial({ faq: onlyEnglish, reason: 'New' }), admin())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [HelpEditTexts.answerRequired],
    });
    await expect(createFaq(f.deps, content.CreateFaqRequest.fromPartial({ faq: draft('No reason'), reason: '  ' }), admin())).rejects.toMatchObject({
      messages: [HelpEditTexts.reasonRequired],
    });
    await expect(
      createFaq(f.deps, content.CreateFaqRequest.fromPartial({ faq: draft('Far', { position: 10_001 }), reason: 'x' }), admin()),
    ).rejects.toMatchObject({
      messages: [HelpEditTexts.positionInvalid],
    });
    await expect(
      createFaq(f.deps, content.CreateFaqRequest.fromPartial({ faq: draft('Nowhere', { categoryId: randomUUID() }), reason: 'x' }), admin()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', messages: [Texts.categoryNotFound] });
    await expect(updateFaq(f.deps, content.UpdateFaqRequest.fromPartial({ id: randomUUID(), faq: draft('Gone'), reason: 'x' }), admin())).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
        reasons: ['CONTENT_FAQ_NOT_FOUND'],
      },
    );
    expect(await listEditableFaqs(f.deps, admin())).toHaveLength(before);
  });

  it('adds a general entry in English and Arabic, last of its group: the public FAQ shows it at once, the audit log has it with the reason', async () => {
    const created = await createFaq(
      f.deps,
      content.CreateFaqRequest.fromPartial({ faq: draft('Can I pay by invoice?'), reason: 'Asked by three customers' }),
      admin(),
    );
    expect(created).toMatchObject({ categoryId: null, hidden: false, question: { en: 'Can I pay by invoice?', ar: 'سؤال Can I pay by invoice?' } });
    const english = await publicGeneral('en');
    expect(english.at(-1)).toMatchObject({ id: created.id, question: 'Can I pay by invoice?', answer: 'Answer to Can I pay by invoice?' });
    expect((await publicGeneral('ar')).at(-1)).toMatchObject({ id: created.id, question: 'سؤال Can I pay by invoice?' });
    expect(await adminActionsOn(f, created.id)).toEqual([
      {
        actorId: adminId,
        action: 'faq.create',
        reason: 'Asked by three customers',
        before: undefined,
        after: expect.objectContaining({ questionEn: 'Can I pay by invoice?', categoryId: null, hidden: false }),
      },
    ]);
  });

  it('moves an entry into a category and re-words it (before → after audited); removing hides it from the public site and shows it again', async () => {
    const created = await createFaq(f.deps, content.CreateFaqRequest.fromPartial({ faq: draft('Which tools?'), reason: 'New' }), admin());
    const category = (await getCategory(f.deps, { id: seedCategories[0]!.slug }, f.ctx())).category!;
    const moved = await updateFaq(
      f.deps,
      content.UpdateFaqRequest.fromPartial({
        id: created.id,
        faq: draft('Which tools do I need?', { categoryId: category.id, position: 0 }),
        reason: 'Belongs there',
      }),
      admin(),
    );
    expect(moved).toMatchObject({ categoryId: category.id, position: 0, editedAt: expect.any(Date) });
    const inCategory = (await listFaqs(f.deps, content.ListFaqsRequest.fromPartial({ categoryId: category.id }), f.ctx())).faqs;
    expect(inCategory.find((faq) => faq.id === created.id)).toMatchObject({ question: 'Which tools do I need?' });
    expect((await publicGeneral('en')).map((faq) => faq.id)).not.toContain(created.id);

    await setFaqHidden(f.deps, content.SetFaqHiddenRequest.fromPartial({ id: created.id, hidden: true, reason: 'Out of date' }), admin());
    const afterRemoval = (await listFaqs(f.deps, content.ListFaqsRequest.fromPartial({ categoryId: category.id }), f.ctx())).faqs;
    expect(afterRemoval.map((faq) => faq.id)).not.toContain(created.id);
    expect((await listEditableFaqs(f.deps, admin())).find((row) => row.id === created.id)).toMatchObject({ hidden: true });
    await setFaqHidden(f.deps, content.SetFaqHiddenRequest.fromPartial({ id: created.id, hidden: false, reason: 'Still true' }), admin());
    expect((await listFaqs(f.deps, content.ListFaqsRequest.fromPartial({ categoryId: category.id }), f.ctx())).faqs.map((faq) => faq.id)).toContain(created.id);

    const entries = await adminActionsOn(f, created.id);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['faq.create', 'New'],
      ['faq.update', 'Belongs there'],
      ['faq.remove', 'Out of date'],
      ['faq.restore', 'Still true'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { questionEn: 'Which tools?', categoryId: null },
      after: { questionEn: 'Which tools do I need?', categoryId: category.id, position: 0 },
    });
    expect(entries[2]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
  });

  it("keeps an admin's edit of a seeded entry when the seed runs again on the next start", async () => {
    const seeded = (await listEditableFaqs(f.deps, admin())).find((row) => row.editedAt === null)!;
    await updateFaq(
      f.deps,
      content.UpdateFaqRequest.fromPartial({ id: seeded.id, faq: draft('Edited by an admin', { position: seeded.position }), reason: 'Clearer' }),
      admin(),
    );
    await seedContent(f.database.db);
    expect((await listEditableFaqs(f.deps, admin())).find((row) => row.id === seeded.id)).toMatchObject({ question: { en: 'Edited by an admin' } });
  });
});
