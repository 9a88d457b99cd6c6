/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts } from '@helpwire/account/testing';
import { i18next } from '@helpwire/web-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { contactMessage, renderAdminPage } from '../test-fixtures';

let OverviewPage: ComponentType;

const messages = (total: number) => () =>
  [200, { statusCode: 200, message: 'Success', data: total ? [contactMessage('m-1')] : [], meta: { currentPage: 1, lastPage: total, total } }] as [
    number,
    unknown,
  ];

beforeAll(async () => {
  await setupAccountTexts();
  // The remote's texts register when its module loads: after i18n is set up, as the shell loads it.
  await (await import('../texts')).adminTextsReady;
  OverviewPage = (await import('./OverviewPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

const panel = (name: string) => screen.getByRole('region', { name });
const queue = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

/** The overview's answer: `changes` on top of a quiet day. */
const overview = (changes: { helpers?: object; calls?: object; money?: object; withdrawals?: object; disputes?: object } = {}) => ({
  since: '2026-12-07T00:00:00.000Z',
  helpers: { online: 5, inCall: 2, waitingForReview: 3, ...changes.helpers },
  calls: { inProgress: 2, requested: 14, connected: 11, minutes: 96, ...changes.calls },
  money: { currency: 'USD', chargedCents: '12345', commissionCents: '2469', refundedCents: '1500', ...changes.money },
  withdrawals: { pending: 2, pendingCents: '40000', ...changes.withdrawals },
  disputes: { open: 1, ...changes.disputes },
});

describe('/admin, the overview (issue 24)', () => {
  it("shows right now, today and every queue from one read, each queue linking into it; today starts at the reader's midnight", async () => {
    const api = mockApi({
      'GET /api/v1/admin/overview': () => ok(overview()),
      'GET /api/v1/admin/contact-messages': messages(12),
    });
    await renderAdminPage(OverviewPage);
    await screen.findByText('3 helpers waiting');
    const now = panel('Right now');
    expect(within(now).getByText('Helpers online').nextElementSibling?.textContent).toBe('5');
    expect(now.textContent).toContain('2 of them in calls');
    expect(within(now).getByText('Calls in progress').nextElementSibling?.textContent).toBe('2');
    const today = panel('Today');
    expect(within(today).getByText('Charged').nextElementSibling?.textContent).toBe('$123.45');
    expect(within(today).getByText('Commission').nextElementSibling?.textContent).toBe('$24.69');
    expect(within(today).getByText('Refunded').nextElementSibling?.textContent).toBe('$15.00');
    expect(within(today).getByText('Minutes talked').nextElementSibling?.textContent).toBe('96');
    expect(today.textContent).toContain('11 connected');
    const links = ['Helpers waiting for review', 'Open disputes', 'Withdrawals to pay', 'New messages to support'].map((name) =>
      within(queue(name)).getByRole('link').getAttribute('href'),
    );
    expect(links).toEqual(['/admin/helpers', '/admin/disputes', '/admin/withdrawals', '/admin/support']);
    expect(queue('Withdrawals to pay').textContent).toContain('$400.00 in all');
    expect(queue('New messages to support').textContent).toContain('12 new messages');
    const asked = api.fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/admin/overview'))!;
    const since = new URL(asked).searchParams.get('since');
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(since).toBe(midnight.toISOString());
  });

  it('says when a queue is empty, and a failed read fails with its retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/overview': () =>
        fail
          ? [500, { statusCode: 500, message: 'boom' }]
          : ok(overview({ helpers: { waitingForReview: 0 }, disputes: { open: 0 }, withdrawals: { pending: 0, pendingCents: '0' } })),
      'GET /api/v1/admin/contact-messages': messages(0),
    });
    await renderAdminPage(OverviewPage);
    const [failed] = await screen.findAllByRole('alert');
    expect(failed!.textContent).toContain("Today's figures could not be loaded.");
    fail = false;
    fireEvent.click(within(failed!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one is waiting for review.')).toBeTruthy();
    expect(screen.getByText('No open disputes.')).toBeTruthy();
    expect(screen.getByText('No withdrawals waiting.')).toBeTruthy();
    expect(screen.getByText('No new messages.')).toBeTruthy();
  });

  it.each([
    [1, 'مساعد واحد بانتظار المراجعة', 'نزاع واحد مفتوح'],
    [2, 'مساعدان بانتظار المراجعة', 'نزاعان مفتوحان'],
    [4, '4 مساعدين بانتظار المراجعة', '4 نزاعات مفتوحة'],
    [11, '11 مساعدًا بانتظار المراجعة', '11 نزاعًا مفتوحًا'],
  ])('in Arabic, %i waiting: "%s", "%s"', async (count, helpers, disputes) => {
    mockApi({
      'GET /api/v1/admin/overview': () => ok(overview({ helpers: { waitingForReview: count }, disputes: { open: count } })),
      'GET /api/v1/admin/contact-messages': messages(2),
    });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(OverviewPage);
    expect(await screen.findByText(helpers)).toBeTruthy();
    expect(screen.getByText(disputes)).toBeTruthy();
    expect(await screen.findByText('رسالتان جديدتان')).toBeTruthy();
  });
});
