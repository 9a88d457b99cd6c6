/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, signedInAs, renderWithProviders, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@helpwire/libs/router';
import { Suspense, type ComponentType } from 'react';
import { renderAdminPage, reviewedHelper, serveFiles } from '../test-fixtures';

let HelpersPage: ComponentType;
let api: ApiMock;

const oldest = reviewedHelper('h-1', { firstName: 'Rami', lastName: 'Haddad' });
const newer = reviewedHelper('h-2', { firstName: 'Lina', lastName: 'Saad', bio: 'Electrician for 12 years.' });

function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/admin/helpers': () => ok([oldest, newer]),
    'POST /api/v1/admin/helpers/review': (body) =>
      ok({ userId: (body as { helper: string }).helper, status: (body as { approve: boolean }).approve ? 'APPROVED' : 'REJECTED' }),
    ...routes,
  });
  return serveFiles({ 'id-h-1': 'image/png', 'doc-h-1': 'application/pdf', 'id-h-2': 'image/png', 'doc-h-2': 'application/pdf' });
}

const statusAsked = () => api.calls.filter(({ route }) => route === 'GET /api/v1/admin/helpers').length;
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

beforeAll(async () => {
  await setupAccountTexts();
  // The remote's texts register when its module loads: after i18n is set up, as the shell loads it.
  await (await import('../texts')).adminTextsReady;
  HelpersPage = (await import('./HelpersPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/helpers (issue 24, item 2)', () => {
  it('lists the helpers in review oldest first, as the service orders them, with when each sent their documents', async () => {
    serve();
    await renderAdminPage(HelpersPage);
    const queue = await screen.findByRole('list');
    const names = within(queue)
      .getAllByRole('button')
      .map((button) => button.querySelector('.hw-admin-queue__name')?.textContent);
    expect(names).toEqual(['Rami Haddad', 'Lina Saad']);
    expect(queue.textContent).toContain('Sent Dec 1, 2026');
    expect(screen.getByText('2 waiting')).toBeTruthy();
    expect(screen.getByText('Choose a helper to see their profile and documents.')).toBeTruthy();
  });

  it("opens a helper's profile, ID card (an image, inline) and document (a PDF, in a frame with a download), read with the admin's token", async () => {
    const files = serve();
    await renderAdminPage(HelpersPage);
    fireEvent.click(await screen.findByRole('button', { name: /Lina Saad/ }));
    const detail = await screen.findByRole('article', { name: 'Lina Saad' });
    expect(within(detail).getByText('h-2@example.com')).toBeTruthy();
    expect(within(detail).getByText('Electrician for 12 years.')).toBeTruthy();
    const image = await within(detail).findByRole('img', { name: 'ID card: id-h-2.png' });
    expect(image.getAttribute('src')).toBe('blob:image/png');
    const frame = await within(detail).findByTitle('Document 1: licence-h-2.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:application/pdf');
    expect(within(detail).getByRole('link', { name: 'PDF not showing? Download it to read it.' }).getAttribute('download')).toBe('licence-h-2.pdf');
    expect(files.reads).toEqual([
      { id: 'id-h-2', authorization: 'Bearer token-1' },
      { id: 'doc-h-2', authorization: 'Bearer token-1' },
    ]);
  });

  it('a file that cannot be read says so, with a retry, and the rest of the helper still shows', async () => {
    mockApi({ 'GET /api/v1/admin/helpers': () => ok([oldest]) });
    serveFiles({ 'id-h-1': 'image/png' }, ['doc-h-1']);
    await renderAdminPage(HelpersPage);
    fireEvent.click(await screen.findByRole('button', { name: /Rami Haddad/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('licence-h-1.pdf could not be opened.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'ID card: id-h-1.png' })).toBeTruthy();
  });

  it('approves a helper: the review is sent, the admin is told, and the queue is read again', async () => {
    serve();
    await renderAdminPage(HelpersPage);
    fireEvent.click(await screen.findByRole('button', { name: /Rami Haddad/ }));
    const detail = await screen.findByRole('article', { name: 'Rami Haddad' });
    const asked = statusAsked();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts()).toContain('Rami Haddad is approved and can now take calls.'));
    expect(api.calls.find(({ route }) => route === 'POST /api/v1/admin/helpers/review')?.body).toEqual({ helper: 'h-1', approve: true });
    await waitFor(() => expect(statusAsked()).toBeGreaterThan(asked));
    // Back to the queue, the decided helper closed.
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('rejects a helper only with a reason, which is sent for the helper to see', async () => {
    serve();
    await renderAdminPage(HelpersPage);
    fireEvent.click(await screen.findByRole('button', { name: /Lina Saad/ }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Lina Saad' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lina Saad' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject helper' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write the reason the helper will see.');
    expect(api.calls.some(({ route }) => route === 'POST /api/v1/admin/helpers/review')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason Lina Saad will see'), { target: { value: 'The ID card photo is blurred.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject helper' }));
    await waitFor(() => expect(toasts()).toContain('Lina Saad was rejected. They will see your reason.'));
    expect(api.calls.find(({ route }) => route === 'POST /api/v1/admin/helpers/review')?.body).toEqual({
      helper: 'h-2',
      approve: false,
      reason: 'The ID card photo is blurred.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the rejected helpers with the reason they were given, and no decision buttons', async () => {
    const rejected = reviewedHelper('h-3', { firstName: 'Omar', lastName: 'Nasser', verificationStatus: 'REJECTED', rejectionReason: 'Blurred ID card.' });
    serve({ 'GET /api/v1/admin/helpers': () => ok([rejected]) });
    await renderAdminPage(HelpersPage);
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([url]) => String(url).includes('status=REJECTED'))).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: /Omar Nasser/ }));
    const detail = await screen.findByRole('article', { name: 'Omar Nasser' });
    expect(detail.textContent).toContain('Reason given: Blurred ID card.');
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('an empty queue says so; a failed one says so with a retry that reads it again', async () => {
    let fail = true;
    serve({ 'GET /api/v1/admin/helpers': () => (fail ? [500, { statusCode: 500, message: 'boom' }] : ok([])) });
    await renderAdminPage(HelpersPage);
    const failed = await screen.findByText('The helpers could not be loaded.');
    fail = false;
    fireEvent.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No helpers are waiting for review.')).toBeTruthy();
  });

  it('in Arabic: the tabs, the count and the decision in Arabic', async () => {
    serve();
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(HelpersPage);
    expect(await screen.findByText('اثنان بالانتظار')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قيد المراجعة' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Rami Haddad/ }));
    expect(within(await screen.findByRole('article')).getByRole('button', { name: 'قبول' })).toBeTruthy();
  });
});

describe("the admin remote's own role guard", () => {
  function Where() {
    const { pathname, search } = useLocation();
    return <p>at {`${pathname}${search}`}</p>;
  }

  it('sends a session that is not an admin to the console sign-in, and back here after', async () => {
    serve();
    signedInAs('HELPER');
    const { adminOnly } = await import('../AdminOnly');
    const Guarded = (await adminOnly(async () => ({ default: HelpersPage }))()).default;
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={null}>
          <Routes>
            <Route path="/admin/helpers" element={<Guarded />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </Suspense>,
        { route: '/admin/helpers' },
      );
    });
    expect(screen.getByText('at /admin/sign-in?returnTo=%2Fadmin%2Fhelpers')).toBeTruthy();
    expect(statusAsked()).toBe(0);
  });
});
