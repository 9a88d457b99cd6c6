/** @jest-environment jsdom */
import { mockApi, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import { i18next, useAppStore, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';

let AdminsPage: ComponentType;
let api: ApiMock;

const ok = (data: unknown) => [200, { statusCode: 200, message: 'Success', data }] as [number, unknown];
const admin = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Noor',
  lastName: id.toUpperCase(),
  email: `${id}@helpwire.local`,
  permissions: [] as string[],
  lastSignInAt: '2026-12-06T10:05:00Z',
  secondFactorEnrolled: true,
  invitationPending: false,
  adminSince: '2026-11-01T09:00:00Z',
  ...overrides,
});
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);
/** A session token whose subject is the signed-in admin (the page hides the actions on one's own row). */
const tokenOf = (sub: string) => `x.${btoa(JSON.stringify({ sub, role: 'ADMIN' })).replace(/=+$/, '')}.y`;

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  AdminsPage = (await import('./AdminsPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

async function renderAs(ownId: string) {
  await renderAdminPage(AdminsPage);
  act(() => useAppStore.getState().setCredentials({ role: 'ADMIN', token: tokenOf(ownId) }));
}

describe('/admin/admins (decision 0083)', () => {
  const listed = [admin('a-1', { permissions: ['admins.manage'] }), admin('a-2', { lastSignInAt: null, secondFactorEnrolled: false, invitationPending: true })];

  it('lists every admin with their e-mail, permissions, last sign-in and authenticator app; no actions on one’s own row', async () => {
    mockApi({ 'GET /api/v1/admin/admins': () => ok(listed) });
    await renderAs('a-1');
    const list = await screen.findByRole('list', { name: 'Admins' });
    const [own, other] = within(list).getAllByRole('listitem');
    expect(own!.textContent).toContain('Noor A-1 · you');
    expect(own!.textContent).toContain('a-1@helpwire.local');
    expect(own!.textContent).toContain('Manages admins');
    expect(own!.textContent).toContain('Authenticator app set up');
    expect(own!.textContent).toMatch(/Last signed in Dec 6, 2026/);
    expect(within(own!).queryByRole('button')).toBeNull();
    expect(other!.textContent).toContain('Never signed in');
    expect(other!.textContent).toContain('No authenticator app yet');
    expect(other!.textContent).toContain('Invitation pending');
    expect(within(other!).getByRole('button', { name: 'Let manage admins' })).toBeTruthy();
    expect(within(other!).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('invites an admin: every field is asked before anything is sent, then the e-mail, name, permission and reason', async () => {
    api = mockApi({
      'GET /api/v1/admin/admins': () => ok(listed),
      'POST /api/v1/admin/admins/invite': () => [201, { statusCode: 201, message: 'The invitation is sent', data: admin('a-3', { email: 'sam@example.com' }) }],
    });
    await renderAs('a-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite an admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite an admin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // The reason first, then every other field, before anything is sent.
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Joins support' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter the email address to invite.')).toBeTruthy();
    expect(within(dialog).getAllByText('Enter their first and last name.')).toHaveLength(2);
    expect(api.calls.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' sam@example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Haddad' } });
    fireEvent.click(within(dialog).getByLabelText('Can manage admins too'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toasts()).toContain('Invitation sent to sam@example.com.'));
    expect(api.calls.find(({ route }) => route.startsWith('POST'))!.body).toEqual({
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Haddad',
      permissions: ['admins.manage'],
      reason: 'Joins support',
    });
  });

  it('grants the management of admins and deactivates an admin, each with a reason', async () => {
    api = mockApi({
      'GET /api/v1/admin/admins': () => ok(listed),
      'POST /api/v1/admin/admins/a-2/permission': () => ok(admin('a-2', { permissions: ['admins.manage'] })),
      'POST /api/v1/admin/admins/a-2/deactivate': () => ok({}),
    });
    await renderAs('a-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Let manage admins' }));
    const grant = screen.getByRole('dialog', { name: 'Let Noor A-2 manage admins' });
    fireEvent.change(within(grant).getByLabelText('Reason'), { target: { value: 'Covers holidays' } });
    fireEvent.click(within(grant).getByRole('button', { name: 'Let manage admins' }));
    await waitFor(() => expect(toasts()).toContain('Noor A-2 can now manage admins.'));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const deactivate = screen.getByRole('dialog', { name: 'Deactivate Noor A-2' });
    fireEvent.change(within(deactivate).getByLabelText('Reason'), { target: { value: 'Left the company' } });
    fireEvent.click(within(deactivate).getByRole('button', { name: 'Deactivate admin' }));
    await waitFor(() => expect(toasts()).toContain('Noor A-2 is deactivated.'));
    expect(api.calls.filter(({ route }) => route.startsWith('POST')).map(({ route, body }) => [route, body])).toEqual([
      ['POST /api/v1/admin/admins/a-2/permission', { permission: 'admins.manage', granted: true, reason: 'Covers holidays' }],
      ['POST /api/v1/admin/admins/a-2/deactivate', { reason: 'Left the company' }],
    ]);
  });

  it('in Arabic', async () => {
    mockApi({ 'GET /api/v1/admin/admins': () => ok(listed) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAs('a-1');
    expect(await screen.findByRole('heading', { name: 'المشرفون' })).toBeTruthy();
    expect(screen.getByText('الدعوة بانتظار القبول')).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });
});
