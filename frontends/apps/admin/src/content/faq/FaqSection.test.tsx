/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import type { EditableFaq } from '@helpwire/contracts';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../../test-fixtures';
import type { PublicCategory } from '../content-api';

let ContentPage: ComponentType;
let api: ApiMock;

const tech = {
  id: '7d0c4a4e-1b8a-4a55-9f3e-0f5d2c1a9b01',
  slug: 'basic-tech-troubleshooting',
  parentId: null,
  name: 'Basic Tech Troubleshooting',
  description: 'Phones, laptops and apps.',
  icon: 'laptop',
  rateCentsPerMinute: 100,
  guidelines: [],
  subCategories: [],
} satisfies PublicCategory;
const general: EditableFaq = {
  id: 'f1',
  categoryId: null,
  question: { en: 'How do I pay?', ar: 'كيف أدفع؟' },
  answer: { en: 'By card.', ar: 'بالبطاقة.' },
  position: 0,
  hidden: false,
  editedAt: null,
};
const techFaq: EditableFaq = { ...general, id: 'f2', categoryId: tech.id, question: { en: 'Which laptops?', ar: 'أي حواسيب؟' }, position: 1, hidden: true };

function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/category/getNonSubCategories': () => ok([tech]),
    'GET /api/v1/admin/faqs': () => ok([general, techFaq]),
    'POST /api/v1/admin/faqs': (body) => ok({ ...general, ...(body as object), id: 'f3', position: 1, editedAt: '2026-12-07T10:00:00Z' }),
    'POST /api/v1/admin/faqs/f1/visibility': (body) => ok({ ...general, hidden: (body as { hidden: boolean }).hidden }),
    ...routes,
  });
}
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);
const reads = () => api.calls.filter(({ route }) => route === 'GET /api/v1/admin/faqs').length;

async function openFaq() {
  await renderAdminPage(ContentPage);
  fireEvent.click(await screen.findByRole('button', { name: 'FAQ' }));
  return screen.findByRole('region', { name: 'Frequently asked questions' });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../../texts')).adminTextsReady;
  ContentPage = (await import('../ContentPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/content?section=faq (issue 24, item 7; decision 0080)', () => {
  it('lists the general questions first, then each category’s, the removed ones marked', async () => {
    serve();
    const section = await openFaq();
    expect(screen.getByRole('button', { name: 'FAQ' }).getAttribute('aria-pressed')).toBe('true');
    const groups = await within(section).findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['General (no category)', 'Basic Tech Troubleshooting']);
    const techList = within(section).getByRole('list', { name: 'Basic Tech Troubleshooting' });
    expect(techList.textContent).toContain('Which laptops?');
    expect(techList.textContent).toContain('Removed from the site');
    expect(within(techList).getByRole('button', { name: 'Show “Which laptops?” again' })).toBeTruthy();
  });

  it('adds a question in English and Arabic: every field checked, then before → after with a reason, nothing sent before it', async () => {
    serve();
    const section = await openFaq();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a question' }));
    const editor = await screen.findByRole('dialog', { name: 'New question' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
    expect(
      within(editor)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Write the question in English (up to 300 characters).',
      'Write the answer in English (up to 4,000 characters).',
      'Write the question in Arabic (up to 300 characters).',
      'Write the answer in Arabic (up to 4,000 characters).',
    ]);
    const [questionEn, questionAr] = within(editor).getAllByLabelText('Question');
    const [answerEn, answerAr] = within(editor).getAllByLabelText('Answer');
    fireEvent.change(questionEn!, { target: { value: 'Can I pay by invoice?' } });
    fireEvent.change(answerEn!, { target: { value: 'Yes, ask support.' } });
    fireEvent.change(questionAr!, { target: { value: 'هل يمكنني الدفع بفاتورة؟' } });
    fireEvent.change(answerAr!, { target: { value: 'نعم، اسأل الدعم.' } });
    fireEvent.change(within(editor).getByLabelText('Order'), { target: { value: '٣' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Add this question?' });
    const changes = [...confirm.querySelectorAll('.hw-admin-change')].map((change) => change.textContent);
    expect(changes).toContain('Question (English)Before: (none)After: Can I pay by invoice?');
    expect(changes).toContain('CategoryBefore: (none)After: General (no category)');
    expect(changes).toContain('OrderBefore: (none)After: 3');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(within(confirm).getByRole('alert').textContent).toBe('Say why you are making this change.');
    expect(api.calls.some(({ route }) => route === 'POST /api/v1/admin/faqs')).toBe(false);

    const before = reads();
    fireEvent.change(within(confirm).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Asked by three customers' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain('The question is saved. The help pages show it now.'));
    expect(api.calls.find(({ route }) => route === 'POST /api/v1/admin/faqs')?.body).toEqual({
      question: { en: 'Can I pay by invoice?', ar: 'هل يمكنني الدفع بفاتورة؟' },
      answer: { en: 'Yes, ask support.', ar: 'نعم، اسأل الدعم.' },
      categoryId: null,
      position: 3,
      reason: 'Asked by three customers',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('removes a question from the site with a reason, and says a refusal in the dialog (in Arabic too)', async () => {
    serve({ 'POST /api/v1/admin/faqs/f1/visibility': () => [403, { statusCode: 403, message: 'Only admins', code: 'ROLE_NOT_ALLOWED' }] });
    await act(() => i18next.changeLanguage('ar'));
    await renderAdminPage(ContentPage);
    fireEvent.click(await screen.findByRole('button', { name: 'الأسئلة الشائعة' }));
    fireEvent.click(await screen.findByRole('button', { name: 'إزالة «كيف أدفع؟» من الموقع' }));
    const dialog = await screen.findByRole('dialog', { name: 'إزالة «كيف أدفع؟» من الموقع؟' });
    fireEvent.change(within(dialog).getByLabelText('السبب (يُحفظ في سجل التدقيق)'), { target: { value: 'قديم' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إزالة من الموقع' }));
    await within(dialog).findByRole('alert');
    expect(api.calls.find(({ route }) => route === 'POST /api/v1/admin/faqs/f1/visibility')?.body).toEqual({ hidden: true, reason: 'قديم' });
    await act(() => i18next.changeLanguage('en'));
  });
});
