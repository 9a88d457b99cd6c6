/** @jest-environment jsdom */
import { mockApi, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';
import type { AuditEntry } from './audit-api';

let AuditPage: ComponentType;
let api: ApiMock;

const ADMIN_ID = '3f2c9a1e-1111-4222-8333-444455556666';
const categoryEdit: AuditEntry = {
  id: 'e-2',
  occurredAt: '2026-12-07T10:05:00Z',
  actorId: ADMIN_ID,
  service: 'content',
  action: 'category.update',
  objectType: 'category',
  objectId: 'c1',
  before: { slug: 'basic-tech-troubleshooting', nameEn: 'Basic Tech', nameAr: 'تقنية', rateCentsPerMinute: 100, active: true },
  after: { slug: 'basic-tech-troubleshooting', nameEn: 'Basic Tech', nameAr: 'الدعم التقني', rateCentsPerMinute: 60, active: true },
  reason: null,
  requestId: 'r-2',
};
const dismissal: AuditEntry = {
  id: 'e-1',
  occurredAt: '2026-12-06T09:00:00Z',
  actorId: null,
  service: 'call',
  action: 'flag.dismiss',
  objectType: 'flag',
  objectId: 'HW-D123:USER',
  before: { reviewed: false, reason: 'Rude' },
  after: { reviewed: true, outcome: 'DISMISSED' },
  reason: 'The recording shows a polite call.',
  requestId: 'r-1',
};

const paged = (data: unknown[], meta = { currentPage: 1, lastPage: 1, total: data.length }): ReturnType<Answer> => [
  200,
  { statusCode: 200, message: 'Success', data, meta },
];
const asked = () => api.fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams);

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  AuditPage = (await import('./AuditPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/audit (issue 24, decision 0065)', () => {
  it('reads the log newest first: who, what, when, the object, the reason, and before/after with the changes first and marked', async () => {
    api = mockApi({ 'GET /api/v1/admin/audit': () => paged([categoryEdit, dismissal]) });
    await renderAdminPage(AuditPage);
    const [edit, dismissed] = await screen.findAllByRole('heading', { level: 2 });
    expect([edit?.textContent, dismissed?.textContent]).toEqual(['Category edited', 'Flag dismissed']);
    expect(screen.getByText('2 entries')).toBeTruthy();
    const card = edit!.closest('.hw-admin-entry') as HTMLElement;
    expect(card.textContent).toContain(ADMIN_ID);
    expect(card.textContent).toContain('Category c1');
    expect(card.textContent).toContain('Reason: None given');
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldBeforeAfter',
      'Name (Arabic) (changed)تقنيةالدعم التقني',
      'Rate per minute (changed)$1.00$0.60',
      'Slugbasic-tech-troubleshootingbasic-tech-troubleshooting',
      'Name (English)Basic TechBasic Tech',
      'ActiveYesYes',
    ]);
    const other = dismissed!.closest('.hw-admin-entry') as HTMLElement;
    expect(other.textContent).toContain("The operator's command line");
    expect(other.textContent).toContain('Reason: The recording shows a polite call.');
    expect(
      within(within(other).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'Reviewed (changed)NoYes', 'Reason (changed)Rude—', 'Outcome (changed)—Dismissed']);
    // Read only: no control changes an entry.
    expect(screen.queryByRole('button', { name: /edit|delete|remove/i })).toBeNull();
    expect(asked()[0]?.toString()).toBe('page=1&limit=20');
  });

  it('searches by action, object, admin and days (the "to" day included), and pages with the search kept', async () => {
    api = mockApi({ 'GET /api/v1/admin/audit': () => paged([dismissal], { currentPage: 1, lastPage: 2, total: 21 }) });
    await renderAdminPage(AuditPage);
    await screen.findByText('21 entries');
    const search = screen.getByRole('search', { name: 'Search the audit log' });
    fireEvent.change(within(search).getByLabelText('Action'), { target: { value: 'flag.dismiss' } });
    fireEvent.change(within(search).getByLabelText('Kind of object'), { target: { value: 'flag' } });
    fireEvent.change(within(search).getByLabelText('Object id'), { target: { value: ' HW-D123:USER ' } });
    fireEvent.change(within(search).getByLabelText("Admin's account id"), { target: { value: ADMIN_ID } });
    fireEvent.change(within(search).getByLabelText('From (day)'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(search).getByLabelText('To (day, included)'), { target: { value: '2026-12-06' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await screen.findByText('21 entries match');
    const query = asked().at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '20',
      action: 'flag.dismiss',
      objectType: 'flag',
      objectId: 'HW-D123:USER',
      actorId: ADMIN_ID,
      from: new Date(2026, 11, 1).toISOString(),
      to: new Date(2026, 11, 7).toISOString(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked().at(-1)?.get('page')).toBe('2'));
    expect(asked().at(-1)?.get('action')).toBe('flag.dismiss');
    // Clearing reads the whole log again.
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(asked().at(-1)?.toString()).toBe('page=1&limit=20'));
  });

  it('says what is wrong with a search instead of sending it: a partial account id, "to" before "from"', async () => {
    api = mockApi({ 'GET /api/v1/admin/audit': () => paged([]) });
    await renderAdminPage(AuditPage);
    await screen.findByText('No admin actions yet.');
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText("Admin's account id"), { target: { value: '3f2c9a1e' } });
    fireEvent.change(within(search).getByLabelText('From (day)'), { target: { value: '2026-12-06' } });
    fireEvent.change(within(search).getByLabelText('To (day, included)'), { target: { value: '2026-12-01' } });
    const sent = api.calls.length;
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      within(search)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(["Paste the admin's whole account id (like 3f2c9a1e-…, 36 characters).", 'Choose a day on or after the "From" day.']);
    expect(api.calls.length).toBe(sent);
  });

  it('finds every entry of one object from an entry, and says when nothing matches', async () => {
    api = mockApi({ 'GET /api/v1/admin/audit': () => paged(asked().at(-1)?.get('objectId') === 'c1' ? [] : [categoryEdit]) });
    await renderAdminPage(AuditPage);
    fireEvent.click(await screen.findByRole('button', { name: 'All entries for this object' }));
    await screen.findByText('No entries match this search.');
    expect(Object.fromEntries(asked().at(-1)!)).toMatchObject({ objectType: 'category', objectId: 'c1' });
    expect((screen.getByLabelText('Object id') as HTMLInputElement).value).toBe('c1');
  });

  it('in Arabic', async () => {
    mockApi({ 'GET /api/v1/admin/audit': () => paged([dismissal]) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(AuditPage);
    expect(await screen.findByRole('heading', { level: 2, name: 'تجاهل بلاغ' })).toBeTruthy();
    expect(screen.getByText('إدخال واحد')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeTruthy();
  });
});
