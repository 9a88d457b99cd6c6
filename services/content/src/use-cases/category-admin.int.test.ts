import { CategoryAdminTexts, NewsletterAdminTexts, Texts } from '@helpwire/contracts';
import { content } from '@helpwire/proto';
import { AdminActions } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { addSpecialty } from './add-specialty';
import { getCategory, listAllCategories, listTopCategories } from './categories';
import { getEditableCategory, updateCategory } from './edit-category';
import { listEditableCategories } from './list-editable-categories';
import { removeSpecialty } from './remove-specialty';
import { setCategoryVisibility } from './set-category-visibility';

const ADMIN = { userId: '00000000-0000-4000-8000-0000000000ad', role: 'ADMIN' };
const refused = { code: expect.stringMatching(/UNAUTHENTICATED|PERMISSION_DENIED/) };

describe("the console's categories: hide or show, specialties, a reason on every edit (decision 0081)", () => {
  const f = useCaseFixture();
  const admin = () => f.ctx('en', ADMIN);
  const publicSlugs = async () => (await listAllCategories(f.deps, { page: { page: 1, limit: 100 } }, f.ctx())).categories.map((c) => c.slug);
  const audited = async (action: string) =>
    (await f.outboxRows())
      .filter((row) => row.subject === AdminActions.content.subject)
      .map((row) => AdminActions.content.codec.decode(row.payload))
      .filter((entry) => entry.action === action);

  it('refuses everyone but an admin', async () => {
    for (const who of [{}, { userId: ADMIN.userId, role: 'USER' }]) {
      const ctx = f.ctx('en', who);
      await expect(listEditableCategories(f.deps, ctx)).rejects.toMatchObject(refused);
      await expect(setCategoryVisibility(f.deps, { id: 'education', visible: false, reason: 'x' }, ctx)).rejects.toMatchObject(refused);
      await expect(addSpecialty(f.deps, content.AddSpecialtyRequest.fromPartial({ parentId: 'education' }), ctx)).rejects.toMatchObject(refused);
      await expect(removeSpecialty(f.deps, { id: 'education', reason: 'x' }, ctx)).rejects.toMatchObject(refused);
    }
    expect(await publicSlugs()).toContain('education');
  });

  it('hides a category with a reason: gone from the public lists with its specialties and from new requests; shown again, back', async () => {
    const { category: education } = await getCategory(f.deps, { id: 'education' }, f.ctx());
    const specialty = education!.subcategories[0]!.slug;
    await expect(setCategoryVisibility(f.deps, { id: 'education', visible: false, reason: '' }, admin())).rejects.toMatchObject({
      messages: [NewsletterAdminTexts.reasonRequired],
    });
    const { category } = await setCategoryVisibility(f.deps, { id: 'education', visible: false, reason: 'No tutors this month.' }, admin());
    expect(category).toMatchObject({ slug: 'education', active: false });

    expect((await listTopCategories(f.deps, f.ctx())).categories.map((c) => c.slug)).not.toContain('education');
    expect(await publicSlugs()).not.toContain(specialty);
    // A new request's hold reads the category (the payment service): none, for the category and its specialties.
    await expect(getCategory(f.deps, { id: 'education' }, f.ctx())).rejects.toMatchObject({ code: 'NOT_FOUND', messages: [Texts.categoryNotFound] });
    await expect(getCategory(f.deps, { id: specialty }, f.ctx())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The console still lists it, hidden, and can open it.
    const listed = (await listEditableCategories(f.deps, admin())).categories.find((c) => c.slug === 'education');
    expect(listed?.active).toBe(false);
    expect((await getEditableCategory(f.deps, { id: 'education' }, admin())).category!.active).toBe(false);

    await setCategoryVisibility(f.deps, { id: 'education', visible: true, reason: 'Tutors are back.' }, admin());
    expect(await publicSlugs()).toEqual(expect.arrayContaining(['education', specialty]));
    const [hidden] = await audited('category.hide');
    expect(hidden).toMatchObject({ actorId: ADMIN.userId, objectType: 'category', objectId: education!.id, reason: 'No tutors this month.' });
    expect([JSON.parse(hidden!.beforeJson!).active, JSON.parse(hidden!.afterJson!).active]).toEqual([true, false]);
    expect(await audited('category.show')).toHaveLength(1);
  });

  it('adds a specialty in both languages, renames it (with a reason), and removes it: gone for good, its row kept', async () => {
    const request = content.AddSpecialtyRequest.fromPartial({
      parentId: 'education',
      name: { en: 'Music theory', ar: 'نظرية الموسيقى' },
      description: { en: 'Scales and chords.', ar: 'السلالم والأوتار.' },
      ratePerMinute: { currency: 'USD', amountMinor: '70' },
      reason: 'Students asked for it.',
    });
    await expect(addSpecialty(f.deps, { ...request, reason: ' ' }, admin())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const { category: added } = await addSpecialty(f.deps, request, admin());
    expect(added).toMatchObject({ slug: 'music-theory', name: { en: 'Music theory', ar: 'نظرية الموسيقى' }, active: true });
    const { category: again } = await addSpecialty(f.deps, request, admin());
    expect(again!.slug).toBe('music-theory-2');
    const { category: parent } = await getCategory(f.deps, { id: 'education' }, f.ctx('ar'));
    expect(parent!.subcategories.map((s) => s.name)).toContain('نظرية الموسيقى');
    await expect(addSpecialty(f.deps, { ...request, parentId: 'music-theory' }, admin())).rejects.toMatchObject({
      messages: [CategoryAdminTexts.notTopLevel],
    });

    // Renamed by the category edit, which asks a reason.
    const stored = (await getEditableCategory(f.deps, { id: added!.id }, admin())).category!;
    const { id, description, guidelines, ratePerMinute, active } = stored;
    const edit = content.UpdateCategoryRequest.fromPartial({ id, description, guidelines, ratePerMinute, active, name: { en: 'Music', ar: 'الموسيقى' } });
    await expect(updateCategory(f.deps, edit, admin())).rejects.toMatchObject({ messages: [NewsletterAdminTexts.reasonRequired] });
    await updateCategory(f.deps, { ...edit, reason: 'A shorter name.' }, admin());
    expect((await audited('category.update')).at(-1)).toMatchObject({ objectId: added!.id, reason: 'A shorter name.' });

    await expect(removeSpecialty(f.deps, { id: 'education', reason: 'No.' }, admin())).rejects.toMatchObject({
      messages: [CategoryAdminTexts.notSpecialty],
    });
    await removeSpecialty(f.deps, { id: again!.id, reason: 'Added twice.' }, admin());
    expect(await publicSlugs()).not.toContain('music-theory-2');
    expect((await listEditableCategories(f.deps, admin())).categories.map((c) => c.slug)).not.toContain('music-theory-2');
    await expect(getEditableCategory(f.deps, { id: again!.id }, admin())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await audited('category.remove_specialty'))[0]).toMatchObject({ objectId: again!.id, reason: 'Added twice.' });
    expect((await audited('category.add_specialty')).map((e) => e.reason)).toEqual(['Students asked for it.', 'Students asked for it.']);
  });
});
