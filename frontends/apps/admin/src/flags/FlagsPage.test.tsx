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
    status: 'OPEN',
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
    'POST /api/v1/admin/flags/act': (body) => {
      const { callId, action, reason } = body as { callId: string; action: 'WARN' | 'BAN'; reason: string };
      const outcome = action === 'WARN' ? 'WARNED' : 'BANNED';
      return ok(flagged(callId, { status: outcome, review: { reviewedBy: 'a-1', reviewedAt: '2026-12-07T08:00:00Z', outcome, note: reason } }));
    },
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

  it('warns the account a flag names with the message they get, which closes the flag, then reads the queue again', async () => {
    serve();
    await renderAdminPage(FlagsPage);
    await screen.findByText('2 open flags');
    const reads = sent('GET /api/v1/admin/flags').length;
    fireEvent.click(within(card('HW-D2')).getByRole('button', { name: 'Warn the user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the user' });
    expect(dialog.textContent).toContain('They get it in the app and by e-mail');
    fireEvent.change(within(dialog).getByLabelText('The warning the user will get'), { target: { value: 'Please keep calls respectful.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    await waitFor(() => expect(toasts()).toContain('The warning to the user is recorded. They are told in the app and by e-mail, and the flag is closed.'));
    expect(sent('POST /api/v1/admin/flags/act')).toEqual([{ callId: 'HW-D2', side: 'HELPER', action: 'WARN', reason: 'Please keep calls respectful.' }]);
    await waitFor(() => expect(sent('GET /api/v1/admin/flags').length).toBeGreaterThan(reads));
  });

  it('bans only after the dialog says what a ban does, with a reason; a refusal shows in the dialog', async () => {
    let refuse = true;
    serve({
      'POST /api/v1/admin/flags/act': (body) =>
        refuse
          ? [503, { statusCode: 503, message: 'The call service is not answering', error: { code: 'SERVICE_UNAVAILABLE' } }]
          : ok(flagged((body as { callId: string }).callId, { status: 'BANNED' })),
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
    // A failure says that sending again is safe (the account is never banned twice), and keeps the text.
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Sending it again is safe');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the helper' }));
    await waitFor(() => expect(toasts()).toContain('The ban is recorded: the helper is signed out everywhere. The flag is closed.'));
    expect(sent('POST /api/v1/admin/flags/act')).toEqual([
      { callId: 'HW-D1', side: 'USER', action: 'BAN', reason: 'Abusive to users, three flags.' },
      { callId: 'HW-D1', side: 'USER', action: 'BAN', reason: 'Abusive to users, three flags.' },
    ]);
  });

  it('the closed flags: each with how it was closed, who it named and why, no actions, filtered by outcome', async () => {
    serve({
      'GET /api/v1/admin/flags': () =>
        paged([
          flagged('HW-D3', {
            status: 'DISMISSED',
            review: { reviewedBy: 'a-1', reviewedAt: '2026-12-07T08:00:00Z', outcome: 'DISMISSED', note: 'Polite in the recording.' },
          }),
          flagged('HW-D4', {
            status: 'WARNED',
            review: { reviewedBy: 'a-1', reviewedAt: '2026-12-07T09:00:00Z', outcome: 'WARNED', note: 'Please keep calls respectful.' },
          }),
        ]),
    });
    await renderAdminPage(FlagsPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Reviewed' }));
    await waitFor(() => expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/state=reviewed&page=1&limit=20$/));
    const one = await waitFor(() => card('HW-D3'));
    expect(one.querySelector('[data-outcome]')?.textContent).toMatch(/^Dismissed .+: Polite in the recording\.$/);
    expect(card('HW-D4').querySelector('[data-outcome="WARNED"]')?.textContent).toMatch(/^The helper warned .+: Please keep calls respectful\.$/);
    expect(within(one).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    const outcomes = screen.getByRole('group', { name: 'Outcome' });
    expect(within(outcomes).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(outcomes).getByRole('button', { name: 'Warned' }));
    await waitFor(() => expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/state=reviewed&page=1&limit=20&outcome=WARNED$/));
    expect(within(outcomes).getByRole('button', { name: 'Warned' }).getAttribute('aria-pressed')).toBe('true');
    // The open queue has no outcome filter.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Outcome' })).toBeNull());
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
