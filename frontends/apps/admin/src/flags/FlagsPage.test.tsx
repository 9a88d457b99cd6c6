/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';
import type { FlaggedCall } from './flags-api';

let FlagsPage: ComponentType;
let api: ApiMock;

const USER = '11111111-1111-4111-8111-111111111111';
const HELPER = '22222222-2222-4222-8222-222222222222';
function flagged(callId: string, overrides: Partial<FlaggedCall> = {}, flag: Partial<FlaggedCall['flag']> = {}): FlaggedCall {
  return {
    flag: {
      callId,
      side: 'USER',
      reason: 'The helper was rude and hung up.',
      isFlagged: true,
      createdAt: '2026-12-06T10:30:00Z',
      updatedAt: '2026-12-06T10:30:00Z',
      ...flag,
    },
    subjectId: HELPER,
    raisedBy: USER,
    categoryId: 'basic-tech-troubleshooting',
    acceptedAt: '2026-12-06T10:00:00Z',
    endedAt: '2026-12-06T10:20:05Z',
    billableSeconds: 1205,
    review: null,
    ...overrides,
  };
}
const paged = (data: unknown[], meta = { currentPage: 1, lastPage: 1, total: data.length }): ReturnType<Answer> => [
  200,
  { statusCode: 200, message: 'Success', data, meta },
];
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);
const sent = (route: string) => api.calls.filter((call) => call.route === route).map((call) => call.body);

function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/admin/flags': () =>
      paged([flagged('HW-D1'), flagged('HW-D2', { subjectId: USER, raisedBy: HELPER }, { side: 'HELPER', reason: 'Abusive language' })]),
    'POST /api/v1/admin/flags/dismiss': (body) => ok(flagged((body as { callId: string }).callId)),
    'POST /api/v1/admin/accounts/warn': () => ok({}),
    'POST /api/v1/admin/accounts/suspend': () => ok({}),
    ...routes,
  });
}
const card = (callId: string) => document.querySelector(`[data-call="${callId}"]`) as HTMLElement;

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  FlagsPage = (await import('./FlagsPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/flags (issue 24, item 5)', () => {
  it("lists the open flags with the call's facts: who raised it against whom, the reason, category, times and billed time", async () => {
    serve();
    await renderAdminPage(FlagsPage);
    const [first, second] = await screen.findAllByRole('heading', { level: 2 });
    expect([first?.textContent, second?.textContent]).toEqual(['A user flagged their helper', 'A helper flagged their user']);
    expect(screen.getByText('2 open flags')).toBeTruthy();
    const one = card('HW-D1');
    expect(within(one).getByText('The helper was rude and hung up.').tagName).toBe('BLOCKQUOTE');
    const facts = Object.fromEntries(
      [...one.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );
    expect(facts).toMatchObject({
      Call: 'HW-D1',
      Category: 'Basic Tech Troubleshooting',
      'Billed time': '20 min 05 s',
      'Raised by the user (account)': USER,
      'Names the helper (account)': HELPER,
    });
    expect(within(one).getByRole('button', { name: 'Ban the helper' })).toBeTruthy();
    expect(within(card('HW-D2')).getByRole('button', { name: 'Warn the user' })).toBeTruthy();
    expect(String(api.fetch.mock.calls.find(([url]) => String(url).includes('/admin/flags'))![0])).toMatch(/state=open&page=1&limit=20$/);
  });

  it('dismisses a flag only with a note, then reads the queue again', async () => {
    serve();
    await renderAdminPage(FlagsPage);
    await screen.findByText('2 open flags');
    fireEvent.click(within(card('HW-D1')).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this flag' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss flag' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write why the flag needs nothing.');
    expect(sent('POST /api/v1/admin/flags/dismiss')).toEqual([]);
    const reads = sent('GET /api/v1/admin/flags').length;
    fireEvent.change(within(dialog).getByLabelText('Why it needs nothing'), { target: { value: ' The recording shows a polite call. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss flag' }));
    await waitFor(() => expect(toasts()).toContain('The flag is dismissed.'));
    expect(sent('POST /api/v1/admin/flags/dismiss')).toEqual([{ callId: 'HW-D1', side: 'USER', note: 'The recording shows a polite call.' }]);
    await waitFor(() => expect(sent('GET /api/v1/admin/flags').length).toBeGreaterThan(reads));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns the account a flag names with the message they get', async () => {
    serve();
    await renderAdminPage(FlagsPage);
    await screen.findByText('2 open flags');
    fireEvent.click(within(card('HW-D2')).getByRole('button', { name: 'Warn the user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the user' });
    fireEvent.change(within(dialog).getByLabelText('The warning the user will get'), { target: { value: 'Please keep calls respectful.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    await waitFor(() => expect(toasts()).toContain('The warning to the user is recorded.'));
    expect(sent('POST /api/v1/admin/accounts/warn')).toEqual([{ account: USER, reason: 'Please keep calls respectful.' }]);
  });

  it('bans only after the dialog says what a ban does, with a reason; a refusal shows in the dialog', async () => {
    let refuse = true;
    serve({
      'POST /api/v1/admin/accounts/suspend': () =>
        refuse ? [404, { statusCode: 404, message: 'Account not found', error: { code: 'AUTH_ACCOUNT_NOT_FOUND' } }] : ok({}),
    });
    await renderAdminPage(FlagsPage);
    await screen.findByText('2 open flags');
    fireEvent.click(within(card('HW-D1')).getByRole('button', { name: 'Ban the helper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban the helper?' });
    expect(dialog.textContent).toContain(
      'A ban signs the helper out everywhere at once and stops every sign-in until an admin lifts it. A helper also goes offline and is not rung.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the helper' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write the reason for the ban.');
    fireEvent.change(within(dialog).getByLabelText('Reason for the ban'), { target: { value: 'Abusive to users, three flags.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the helper' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the helper' }));
    await waitFor(() => expect(toasts()).toContain('The ban is recorded: the helper is signed out everywhere.'));
    expect(sent('POST /api/v1/admin/accounts/suspend').at(-1)).toEqual({ account: HELPER, reason: 'Abusive to users, three flags.' });
  });

  it('the reviewed flags: each with its review, and no actions', async () => {
    serve({
      'GET /api/v1/admin/flags': () =>
        paged([
          flagged('HW-D3', { review: { reviewedBy: 'a-1', reviewedAt: '2026-12-07T08:00:00Z', outcome: 'DISMISSED', note: 'Polite in the recording.' } }),
        ]),
    });
    await renderAdminPage(FlagsPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Reviewed' }));
    await waitFor(() => expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/state=reviewed/));
    const one = await waitFor(() => card('HW-D3'));
    expect(one.textContent).toContain('Polite in the recording.');
    expect(within(one).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('in Arabic, with the Arabic plural', async () => {
    serve();
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(FlagsPage);
    expect(await screen.findByText('بلاغان مفتوحان')).toBeTruthy();
    expect(within(card('HW-D1')).getByRole('button', { name: 'حظر المساعد' })).toBeTruthy();
  });
});
