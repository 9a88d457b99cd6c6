/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';
import type { Person, PersonDetail } from './people-api';

let PeoplePage: ComponentType;
let api: ApiMock;

const LAYLA = '11111111-1111-4111-8111-111111111111';
const SAMI = '22222222-2222-4222-8222-222222222222';

function person(id: string, overrides: Partial<Person> = {}): Person {
  return {
    id,
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    phone: null,
    roles: [{ role: 'USER', status: null, rejectionReason: null, isAvailable: false, since: '2026-11-01T09:00:00Z' }],
    emailVerified: true,
    phoneVerified: false,
    pendingEmail: null,
    createdAt: '2026-11-01T09:00:00Z',
    suspension: null,
    erased: false,
    ...overrides,
  };
}

const layla = person(LAYLA);
const sami = person(SAMI, {
  firstName: 'Sami',
  lastName: 'Nasser',
  email: 'sami@example.com',
  emailVerified: false,
  roles: [{ role: 'HELPER', status: 'IN_REVIEW', rejectionReason: null, isAvailable: false, since: '2026-12-01T09:00:00Z' }],
  suspension: { at: '2026-12-05T10:00:00Z', reason: 'Fake documents' },
  createdAt: '2026-12-01T09:00:00Z',
});

function detail(row: Person): PersonDetail {
  return {
    ...row,
    warnings: [{ id: 'w-1', reason: 'Rude in the chat', source: 'ADMIN', sourceId: null, createdAt: '2026-12-02T09:00:00Z' }],
    calls: { asUser: { calls: 3, ended: 2, lastCallAt: '2026-12-04T18:00:00Z' }, asHelper: { calls: 0, ended: 0, lastCallAt: null } },
    money: { currency: 'USD', spentCents: '2750', spentCalls: 2, earnedCents: '0', earnedCalls: 0 },
    disputes: [
      {
        id: 'd-1',
        callId: 'HW-AB12CD34EF',
        side: 'USER',
        openedBy: 'USER',
        reason: 'Left early',
        status: 'PENDING',
        resolution: null,
        createdAt: '2026-12-04T19:00:00Z',
      },
    ],
    flags: [{ callId: 'HW-ZZ12CD34EF', raisedBy: 'HELPER', reason: 'Shouted at me', active: true, reviewed: false, createdAt: '2026-12-03T19:00:00Z' }],
  };
}

function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/admin/accounts': () => [200, { statusCode: 200, message: 'OK', data: [sami, layla], meta: { currentPage: 1, lastPage: 1, total: 2 } }],
    [`GET /api/v1/admin/accounts/${LAYLA}`]: () => ok(detail(layla)),
    [`GET /api/v1/admin/accounts/${SAMI}`]: () => ok(detail(sami)),
    'POST /api/v1/admin/accounts/suspend': () => ok({}),
    'POST /api/v1/admin/accounts/unsuspend': () => ok({}),
    'POST /api/v1/admin/accounts/warn': () => ok({}),
    'POST /api/v1/admin/accounts/sign-out-everywhere': () => ok({ ended: 2 }),
    'POST /api/v1/admin/accounts/resend-verification': () => ok({ sentTo: 's***@example.com' }),
    'POST /api/v1/admin/accounts/export': () =>
      ok({
        exportedAt: '2026-12-07T10:00:00Z',
        accountId: LAYLA,
        account: { id: LAYLA },
        calls: [],
        flagsAbout: [],
        transactions: { asUser: [], asHelper: [] },
        disputes: [],
      }),
    'POST /api/v1/admin/accounts/erase': () => ok({}),
    ...routes,
  });
}

const sent = (route: string) => api.calls.filter((call) => call.route === route).map((call) => call.body);
const searched = () => api.calls.filter((call) => call.route === 'GET /api/v1/admin/accounts').length;
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);
const lastUrl = () => String(api.fetch.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/api/v1/admin/accounts').at(-1)?.[0]);

async function open(name: RegExp, title: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('article', { name: title });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  PeoplePage = (await import('./PeoplePage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/people (issue 24, item 6)', () => {
  it('lists every account before a search, with roles and a suspension; a search sends what was typed', async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const rows = within(await screen.findByRole('list')).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['Sami Nassersami@example.comHelper · in reviewSuspended', 'Layla Haddadlayla@example.comUser']);
    expect(screen.getByText('2 accounts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: ' layla@ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastUrl()).toContain('q=layla%40'));
    expect(await screen.findByText('2 accounts for “layla@”')).toBeTruthy();
    expect(searched()).toBe(2);
  });

  it('says what to try when nothing starts with the search', async () => {
    serve({ 'GET /api/v1/admin/accounts': () => [200, { statusCode: 200, message: 'OK', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }] });
    await renderAdminPage(PeoplePage);
    fireEvent.change(await screen.findByLabelText('Search accounts'), { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No account starts with “zz”. Try the start of the e-mail/)).toBeTruthy();
  });

  it('opens an account: contact and verification, roles, standing and warnings, calls, money, disputes and flags', async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    const text = article.textContent ?? '';
    expect(text).toContain('layla@example.comVerified');
    expect(text).toContain('RolesUser');
    expect(text).toContain('In good standing: no suspension.');
    expect(text).toContain('Rude in the chat');
    expect(text).toContain('Calls as a user3Last call Dec 4, 2026');
    expect(text).toContain('Spent$27.50for 2 charged calls');
    expect(text).toContain('Left early');
    expect(text).toContain('Opened by this account');
    expect(text).toContain('Shouted at me');
    expect(text).toContain('Flagged by the helper');
    // Verified: no code to resend.
    expect(within(article).queryByRole('button', { name: 'Resend verification code' })).toBeNull();
  });

  it('suspends only with a reason, sent to the suspension route', async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    fireEvent.click(within(article).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Layla Haddad' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write why you are suspending this account.');
    fireEvent.change(within(dialog).getByLabelText('Reason for the suspension'), { target: { value: 'Abusive to helpers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(toasts()).toContain('Layla Haddad is suspended.'));
    expect(sent('POST /api/v1/admin/accounts/suspend')).toEqual([{ account: LAYLA, reason: 'Abusive to helpers' }]);
  });

  it('a suspended, unverified helper: the suspension and its reason, lift it, resend the code', async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const article = await open(/Sami Nasser/, 'Sami Nasser');
    expect(article.textContent).toContain('Suspended since Dec 5, 2026');
    expect(article.textContent).toContain('Reason: Fake documents');
    expect(article.textContent).toContain('Helper (in review)');
    expect(article.textContent).toContain('Not verified');
    fireEvent.click(within(article).getByRole('button', { name: 'Resend verification code' }));
    await waitFor(() => expect(toasts()).toContain('A new code was sent to s***@example.com.'));
    fireEvent.click(within(article).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(toasts()).toContain('The suspension of Sami Nasser is lifted. They can sign in again.'));
    expect(sent('POST /api/v1/admin/accounts/unsuspend')).toEqual([{ account: SAMI }]);
    expect(sent('POST /api/v1/admin/accounts/resend-verification')).toEqual([{ account: SAMI }]);
  });

  it('signs out everywhere and warns, each with a reason', async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    fireEvent.click(within(article).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Layla Haddad out everywhere' });
    fireEvent.change(within(dialog).getByLabelText('Why are you signing them out?'), { target: { value: 'Lost phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(toasts()).toContain('Layla Haddad is signed out of 2 sessions.'));
    fireEvent.click(within(article).getByRole('button', { name: 'Warn' }));
    const warning = await screen.findByRole('dialog', { name: 'Warn Layla Haddad' });
    fireEvent.change(within(warning).getByLabelText('The warning'), { target: { value: 'Be polite' } });
    fireEvent.click(within(warning).getByRole('button', { name: 'Warn account' }));
    await waitFor(() => expect(toasts()).toContain('Layla Haddad is warned.'));
    expect(sent('POST /api/v1/admin/accounts/sign-out-everywhere')).toEqual([{ account: LAYLA, reason: 'Lost phone' }]);
    expect(sent('POST /api/v1/admin/accounts/warn')).toEqual([{ account: LAYLA, reason: 'Be polite' }]);
  });

  it("exports the account's data with a reason and downloads it as JSON", async () => {
    serve();
    const links: { download: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:json');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ download: this.download, href: this.href });
    });
    await renderAdminPage(PeoplePage);
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    fireEvent.click(within(article).getByRole('button', { name: 'Export data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the data of Layla Haddad' });
    fireEvent.change(within(dialog).getByLabelText('Why are you exporting?'), { target: { value: 'Access request' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export data' }));
    await waitFor(() => expect(toasts()).toContain(`Saved helpwire-account-${LAYLA}.json.`));
    expect(sent('POST /api/v1/admin/accounts/export')).toEqual([{ account: LAYLA, reason: 'Access request' }]);
    expect(links).toEqual([{ download: `helpwire-account-${LAYLA}.json`, href: 'blob:json' }]);
    click.mockRestore();
  });

  it("erases only once the account's e-mail is typed and a reason given", async () => {
    serve();
    await renderAdminPage(PeoplePage);
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    fireEvent.click(within(article).getByRole('button', { name: 'Erase account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Layla Haddad' });
    fireEvent.change(within(dialog).getByLabelText('Type layla@example.com to confirm'), { target: { value: 'layla@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(["That is not this account's e-mail.", 'Write why you are erasing this account.']);
    expect(sent('POST /api/v1/admin/accounts/erase')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Type layla@example.com to confirm'), { target: { value: 'Layla@Example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Reason for the erasure'), { target: { value: 'Asked to be forgotten' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    await waitFor(() => expect(toasts()).toContain('The account is erased.'));
    expect(sent('POST /api/v1/admin/accounts/erase')).toEqual([{ account: LAYLA, confirm: 'Layla@Example.com', reason: 'Asked to be forgotten' }]);
  });
});

describe('/admin/people in Arabic', () => {
  it('the count, the roles, the facts and the actions in Arabic', async () => {
    serve();
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(PeoplePage);
    expect(await screen.findByText('حسابان')).toBeTruthy();
    expect(screen.getByText('مساعد · قيد المراجعة')).toBeTruthy();
    const article = await open(/Layla Haddad/, 'Layla Haddad');
    expect(article.textContent).toContain('وضعه سليم: لا إيقاف.');
    expect(within(article).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'حذف الحساب' })).toBeTruthy();
  });
});
