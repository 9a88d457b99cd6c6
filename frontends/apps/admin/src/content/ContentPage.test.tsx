/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';
import type { EditableCategory } from './content-api';

let ContentPage: ComponentType;
let api: ApiMock;

const stored: EditableCategory = {
  id: 'c1',
  slug: 'basic-tech-troubleshooting',
  parentId: null,
  name: { en: 'Basic Tech Troubleshooting', ar: 'حل المشكلات التقنية الأساسية' },
  description: { en: 'Phones, laptops and apps.', ar: 'الهواتف والحواسيب والتطبيقات.' },
  guidelines: [{ en: 'Have the device charged.', ar: 'اشحن الجهاز قبل المكالمة.' }],
  rateCentsPerMinute: 100,
  active: true,
  updatedAt: '2026-12-01T09:00:00Z',
};
const wifi: EditableCategory = {
  id: 'c1-wifi',
  slug: 'wifi-and-networks',
  parentId: 'c1',
  name: { en: 'Wi-Fi and networks', ar: 'الواي فاي والشبكات' },
  description: { en: 'Routers and signal.', ar: 'أجهزة التوجيه والإشارة.' },
  guidelines: [],
  rateCentsPerMinute: 120,
  active: true,
  updatedAt: '2026-12-01T09:00:00Z',
};

const PUT = 'PUT /api/v1/admin/categories/c1';
function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/admin/categories': () => ok([stored, wifi]),
    'GET /api/v1/admin/categories/c1': () => ok(stored),
    'GET /api/v1/admin/categories/c1-wifi': () => ok(wifi),
    [PUT]: (body) => ok({ ...stored, ...(body as object), id: 'c1', updatedAt: '2026-12-08T10:00:00Z' }),
    ...routes,
  });
}
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);
const listReads = () => api.calls.filter(({ route }) => route === 'GET /api/v1/admin/categories').length;

async function openTech() {
  await renderAdminPage(ContentPage);
  fireEvent.click(await screen.findByRole('button', { name: /Basic Tech Troubleshooting/ }));
  return screen.findByRole('article', { name: 'Basic Tech Troubleshooting' });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  ContentPage = (await import('./ContentPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/content (issue 24, item 7: categories and rates)', () => {
  it('lists the categories (hidden ones too) with their specialties and per-minute rates as money', async () => {
    serve();
    await renderAdminPage(ContentPage);
    const top = await screen.findByRole('button', { name: /Basic Tech Troubleshooting/ });
    expect(top.textContent).toContain('$1.00 / min');
    const specialties = screen.getByRole('list', { name: 'Specialties of Basic Tech Troubleshooting' });
    expect(within(specialties).getByRole('button').textContent).toContain('Wi-Fi and networks$1.20 / min');
    expect(screen.getByText('Choose a category or specialty to edit it.')).toBeTruthy();
  });

  it('edits the rate and the texts in both languages, confirms each change (the rate for calls that start after), saves, and reads the catalogue again', async () => {
    serve();
    const editor = await openTech();
    expect(within(editor).getByText(/Category · Now \$1\.00 a minute/)).toBeTruthy();
    const english = within(editor).getByRole('group', { name: 'English' });
    const arabic = within(editor).getByRole('group', { name: 'Arabic (العربية)' });
    expect((within(arabic).getByLabelText('Name') as HTMLInputElement).value).toBe('حل المشكلات التقنية الأساسية');
    fireEvent.change(within(editor).getByLabelText('Rate per minute (US$)'), { target: { value: '0.6' } });
    fireEvent.change(within(english).getByLabelText('Description'), { target: { value: 'Phones, laptops, apps and printers.' } });
    fireEvent.change(within(arabic).getByLabelText('Name'), { target: { value: 'الدعم التقني' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the changes to Basic Tech Troubleshooting?' });
    expect(within(dialog).getByText('These 3 changes go live on the public site as soon as you save:')).toBeTruthy();
    const changes = [...dialog.querySelectorAll('.hw-admin-change')].map((row) => row.textContent);
    expect(changes).toEqual([
      'Rate per minuteBefore: $1.00 / minAfter: $0.60 / minApplies to calls that start after you save. Calls under way keep the rate they started with.',
      'Name (Arabic)Before: حل المشكلات التقنية الأساسيةAfter: الدعم التقني',
      'Description (English)Before: Phones, laptops and apps.After: Phones, laptops, apps and printers.',
    ]);
    // A reason is required (kept in the audit log).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why (it is kept in the audit log).');
    expect(api.calls.some(({ route }) => route === PUT)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Printers are asked about often.' } });
    const reads = listReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain('Basic Tech Troubleshooting is saved. The public site shows the change now.'));
    expect(api.calls.find(({ route }) => route === PUT)?.body).toEqual({
      name: { en: 'Basic Tech Troubleshooting', ar: 'الدعم التقني' },
      description: { en: 'Phones, laptops, apps and printers.', ar: 'الهواتف والحواسيب والتطبيقات.' },
      guidelines: [{ en: 'Have the device charged.', ar: 'اشحن الجهاز قبل المكالمة.' }],
      rateCentsPerMinute: 60,
      active: true,
      reason: 'Printers are asked about often.',
    });
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is wrong with each field and sends nothing: a rate that is not money, a blank name, guidelines not paired', async () => {
    serve();
    const editor = await openTech();
    const arabic = within(editor).getByRole('group', { name: 'Arabic (العربية)' });
    const rate = within(editor).getByLabelText('Rate per minute (US$)');
    for (const bad of ['abc', '0.456', '-1', '100.01']) {
      fireEvent.change(rate, { target: { value: bad } });
      fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
      expect([bad, within(editor).getAllByRole('alert')[0]?.textContent]).toEqual([
        bad,
        'Write the rate in dollars with up to two decimals, from 0 to 100.00 (for example 0.45).',
      ]);
    }
    fireEvent.change(rate, { target: { value: '0.50' } });
    fireEvent.change(within(arabic).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(within(arabic).getByLabelText('Guidelines, one per line'), { target: { value: 'اشحن الجهاز.\nسطر ثانٍ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
    expect(
      within(editor)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Each guideline needs an English line: write as many lines here as in Arabic (up to 20, 500 characters each).',
      'Write the Arabic name (up to 120 characters).',
    ]);
    expect(document.activeElement?.getAttribute('name')).toBe('guidelinesEn');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some(({ route }) => route === PUT)).toBe(false);
  });

  it('nothing changed: says so instead of saving; a refusal shows in the dialog and keeps the edit', async () => {
    serve({ [PUT]: () => [400, { statusCode: 400, message: 'The rate must be a whole number of cents from 0 to 10000' }] });
    const editor = await openTech();
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
    expect(within(editor).getByRole('status').textContent).toBe('Nothing has changed yet.');
    fireEvent.change(within(editor).getByLabelText('Rate per minute (US$)'), { target: { value: '2' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Night rates.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The rate must be a whole number of cents from 0 to 10000');
    expect((within(editor).getByLabelText('Rate per minute (US$)') as HTMLInputElement).value).toBe('2');
  });

  it('in Arabic: the page, the rates in Arabic, and a rate typed with Arabic digits', async () => {
    serve();
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(ContentPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'المحتوى' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /حل المشكلات التقنية الأساسية/ }));
    const editor = await screen.findByRole('article', { name: 'حل المشكلات التقنية الأساسية' });
    fireEvent.change(within(editor).getByLabelText('السعر بالدقيقة (بالدولار الأمريكي)'), { target: { value: '٠٫٧٥' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'مراجعة وحفظ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('يظهر هذا التعديل على الموقع العام فور الحفظ:')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('السبب (يُحفظ في سجل التدقيق)'), { target: { value: 'سعر جديد' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect((api.calls.find(({ route }) => route === PUT)?.body as { rateCentsPerMinute: number }).rateCentsPerMinute).toBe(75));
  });

  it('hides a category with a reason; the list marks it hidden and it can be shown again', async () => {
    let hidden = false;
    serve({
      'GET /api/v1/admin/categories': () => ok([{ ...stored, active: !hidden }, wifi]),
      'GET /api/v1/admin/categories/c1': () => ok({ ...stored, active: !hidden }),
      'POST /api/v1/admin/categories/c1/visibility': (body) => {
        hidden = !(body as { visible: boolean }).visible;
        return ok({ ...stored, active: !hidden });
      },
    });
    const editor = await openTech();
    expect(within(editor).getByText('Shown on the public site and offered for new requests.')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Hide from the public site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Basic Tech Troubleshooting?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide from the public site' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why (it is kept in the audit log).');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'No helpers this week.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide from the public site' }));
    await waitFor(() => expect(toasts()).toContain('Basic Tech Troubleshooting is hidden from the public site.'));
    expect(api.calls.find(({ route }) => route.endsWith('/visibility'))?.body).toEqual({ visible: false, reason: 'No helpers this week.' });
    await waitFor(() => expect(within(editor).getByText(/^Hidden: not on the public site/)).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Basic Tech Troubleshooting/ }).textContent).toContain('Hidden'));
    expect(within(editor).getByRole('button', { name: 'Show on the public site' })).toBeTruthy();
  });

  it('adds a specialty in both languages with its rate and a reason, and removes one with a reason', async () => {
    serve({
      'POST /api/v1/admin/categories/c1/specialties': (body) => [
        201,
        { statusCode: 201, message: 'Success', data: { ...wifi, id: 'c1-new', ...(body as object) } },
      ],
      'POST /api/v1/admin/categories/c1-wifi/remove': () => ok({ ...wifi, active: false }),
    });
    const editor = await openTech();
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a specialty' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new specialty of Basic Tech Troubleshooting' });
    expect((within(dialog).getByLabelText('Rate per minute (US$)') as HTMLInputElement).value).toBe('1.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the specialty' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Write the English name (up to 120 characters).',
      'Write the English description (up to 2,000 characters).',
      'Write the Arabic name (up to 120 characters).',
      'Write the Arabic description (up to 2,000 characters).',
      'Say why (it is kept in the audit log).',
    ]);
    const english = within(dialog).getByRole('group', { name: 'English' });
    const arabic = within(dialog).getByRole('group', { name: 'Arabic (العربية)' });
    fireEvent.change(within(english).getByLabelText('Name'), { target: { value: 'Printers' } });
    fireEvent.change(within(english).getByLabelText('Description'), { target: { value: 'Paper jams and drivers.' } });
    fireEvent.change(within(arabic).getByLabelText('Name'), { target: { value: 'الطابعات' } });
    fireEvent.change(within(arabic).getByLabelText('Description'), { target: { value: 'انحشار الورق والتعريفات.' } });
    fireEvent.change(within(dialog).getByLabelText('Rate per minute (US$)'), { target: { value: '0.8' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Asked often.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the specialty' }));
    await waitFor(() => expect(toasts()).toContain('Printers is added under Basic Tech Troubleshooting.'));
    expect(api.calls.find(({ route }) => route.endsWith('/specialties'))?.body).toEqual({
      name: { en: 'Printers', ar: 'الطابعات' },
      description: { en: 'Paper jams and drivers.', ar: 'انحشار الورق والتعريفات.' },
      rateCentsPerMinute: 80,
      reason: 'Asked often.',
    });

    fireEvent.click(screen.getByRole('button', { name: /^Wi-Fi and networks/ }));
    const specialty = await screen.findByRole('article', { name: 'Wi-Fi and networks' });
    expect(within(specialty).queryByRole('button', { name: 'Add a specialty' })).toBeNull();
    fireEvent.click(within(specialty).getByRole('button', { name: 'Remove this specialty' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Wi-Fi and networks?' });
    fireEvent.change(within(remove).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Merged into the category.' } });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove the specialty' }));
    await waitFor(() => expect(toasts()).toContain('Wi-Fi and networks is removed.'));
    expect(api.calls.find(({ route }) => route.endsWith('/remove'))?.body).toEqual({ reason: 'Merged into the category.' });
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
