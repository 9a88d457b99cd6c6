/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../../test-fixtures';
import type { PolicyHistory, PolicyVersion } from './policies-api';
import { checkPolicyForm, formFrom, todayUtc } from './policy-form';

let ContentPage: ComponentType;
let api: ApiMock;

const today = todayUtc();
const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const version = (n: number, overrides: Partial<PolicyVersion> = {}): PolicyVersion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'terms',
  version: n,
  title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  sections: [{ heading: { en: 'Using Helpwire', ar: 'استخدام Helpwire' }, body: { en: 'Be kind.', ar: 'كن لطيفًا.' } }],
  summary: 'The first published version.',
  effectiveFrom: '2026-01-05',
  status: 'IN_EFFECT',
  createdAt: '2026-01-05T09:00:00Z',
  authorId: null,
  withdrawnAt: null,
  ...overrides,
});
const histories = (terms: PolicyVersion[]): PolicyHistory[] => [
  { type: 'privacy', versions: [version(1, { type: 'privacy', title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' } })] },
  { type: 'terms', versions: terms },
];
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

async function openTerms() {
  await renderAdminPage(ContentPage);
  fireEvent.click(await screen.findByRole('button', { name: 'Policies' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Terms & Conditions' }));
  return screen.findByRole('list', { name: 'Versions of Terms & Conditions' });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../../texts')).adminTextsReady;
  ContentPage = (await import('../ContentPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe("/admin/content, the policies' versions (issue 24, item 7; decision 0081)", () => {
  it('checks a new version as the service does: both languages, what changed, a day not in the past', () => {
    const form = formFrom(version(1), today);
    expect(form).toMatchObject({ titleEn: 'Terms & Conditions', effectiveFrom: today, summary: '' });
    expect(checkPolicyForm(form, today)).toEqual({ errors: { summary: true } });
    form.summary = 'Kinder words.';
    form.sections[0]!.bodyAr = ' ';
    form.effectiveFrom = '2020-01-01';
    expect(checkPolicyForm(form, today)).toEqual({ errors: { 'sections.0.bodyAr': true, effectiveFrom: true } });
    form.sections[0]!.bodyAr = 'كن لطيفًا دائمًا.';
    form.effectiveFrom = later;
    expect(checkPolicyForm(form, today)).toEqual({
      body: {
        title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
        sections: [{ heading: { en: 'Using Helpwire', ar: 'استخدام Helpwire' }, body: { en: 'Be kind.', ar: 'كن لطيفًا دائمًا.' } }],
        summary: 'Kinder words.',
        effectiveFrom: later,
      },
    });
  });

  it('lists the versions with their status and day; writes a new one from the texts in effect, scheduled, after confirming', async () => {
    api = mockApi({
      'GET /api/v1/admin/policies': () => ok(histories([version(1)])),
      'POST /api/v1/admin/policies/terms/versions': (body) => [
        201,
        { statusCode: 201, message: 'Success', data: { ...version(2), ...(body as object), status: 'SCHEDULED' } },
      ],
    });
    const list = await openTerms();
    expect(screen.getByText('Version 1 is in effect since January 5, 2026.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Version 1In effectIn effect from January 5, 2026');

    fireEvent.click(screen.getByRole('button', { name: 'Write a new version' }));
    const form = await screen.findByRole('article', { name: 'A new version of Terms & Conditions' });
    expect((within(form).getAllByLabelText('Text')[1] as HTMLTextAreaElement).value).toBe('كن لطيفًا.');
    fireEvent.click(within(form).getByRole('button', { name: 'Review and publish' }));
    expect(within(form).getByRole('alert').textContent).toBe('Say what changed (up to 2,000 characters).');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a section' }));
    const english = within(form).getAllByRole('group', { name: 'English' });
    const arabic = within(form).getAllByRole('group', { name: 'Arabic (العربية)' });
    fireEvent.change(within(english[2]!).getByLabelText('Heading'), { target: { value: 'Recordings' } });
    fireEvent.change(within(english[2]!).getByLabelText('Text'), { target: { value: 'Recordings are kept 30 days.' } });
    fireEvent.change(within(arabic[2]!).getByLabelText('Heading'), { target: { value: 'التسجيلات' } });
    fireEvent.change(within(arabic[2]!).getByLabelText('Text'), { target: { value: 'تُحفظ التسجيلات 30 يومًا.' } });
    fireEvent.change(within(form).getByLabelText('What changed (kept in the audit log)'), { target: { value: 'A section on recordings.' } });
    fireEvent.change(within(form).getByLabelText('Takes effect on (UTC day)'), { target: { value: later } });
    fireEvent.click(within(form).getByRole('button', { name: 'Review and publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish the new version of Terms & Conditions?' });
    expect(within(dialog).getByText(/^It takes effect on .+\. Until then the public page keeps the version in effect/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toasts().some((text) => /^Version 2 of Terms & Conditions takes effect on /.test(text))).toBe(true));
    expect(api.calls.find(({ route }) => route.startsWith('POST'))?.body).toEqual({
      title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
      sections: [
        { heading: { en: 'Using Helpwire', ar: 'استخدام Helpwire' }, body: { en: 'Be kind.', ar: 'كن لطيفًا.' } },
        { heading: { en: 'Recordings', ar: 'التسجيلات' }, body: { en: 'Recordings are kept 30 days.', ar: 'تُحفظ التسجيلات 30 يومًا.' } },
      ],
      summary: 'A section on recordings.',
      effectiveFrom: later,
    });
    await screen.findByRole('list', { name: 'Versions of Terms & Conditions' });
  });

  it('withdraws a scheduled version with a reason; a refusal shows in the dialog', async () => {
    let refuse = true;
    api = mockApi({
      'GET /api/v1/admin/policies': () => ok(histories([version(2, { status: 'SCHEDULED', effectiveFrom: later, summary: 'Kinder words.' }), version(1)])),
      [`POST /api/v1/admin/policy-versions/${version(2).id}/withdraw`]: () =>
        refuse
          ? [409, { statusCode: 409, message: 'Only a scheduled version can be withdrawn, before its day' }]
          : ok(version(2, { status: 'WITHDRAWN', withdrawnAt: new Date().toISOString() })),
    });
    const list = await openTerms();
    const [scheduled, inEffect] = within(list).getAllByRole('listitem');
    expect(scheduled!.textContent).toContain('Version 2Scheduled');
    expect(within(inEffect!).queryByRole('button', { name: 'Withdraw before it takes effect' })).toBeNull();
    fireEvent.click(within(scheduled!).getByRole('button', { name: 'Withdraw before it takes effect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw version 2 of Terms & Conditions?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Legal review.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the version' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only a scheduled version can be withdrawn, before its day');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the version' }));
    await waitFor(() => expect(toasts()).toContain('Version 2 of Terms & Conditions is withdrawn.'));
    expect(api.calls.filter(({ route }) => route.endsWith('/withdraw')).map(({ body }) => body)).toEqual([
      { reason: 'Legal review.' },
      { reason: 'Legal review.' },
    ]);
  });

  it('in Arabic: the section, the statuses and the days', async () => {
    api = mockApi({ 'GET /api/v1/admin/policies': () => ok(histories([version(2, { status: 'SCHEDULED', effectiveFrom: later }), version(1)])) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(ContentPage);
    fireEvent.click(await screen.findByRole('button', { name: 'السياسات' }));
    fireEvent.click(await screen.findByRole('button', { name: 'الشروط والأحكام' }));
    const list = await screen.findByRole('list', { name: 'إصدارات الشروط والأحكام' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('الإصدار 2مجدول');
    expect(screen.getByRole('button', { name: 'كتابة إصدار جديد' })).toBeTruthy();
  });
});
