/** @jest-environment jsdom */
import type { CallHistoryItem } from '@helpwire/contracts';
import { currentUser, fileRef, mockApi, ok, renderSignedInPage, resetBrowserState, setupAccountTexts, type Answer } from '@helpwire/account/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

let HelperHomePage: ComponentType;

const helper = (overrides = {}) =>
  currentUser({
    id: 'h-1',
    roleId: 2,
    role: { name: 'HELPER' },
    roles: ['HELPER'],
    isAvailable: true,
    verificationStatus: 'APPROVED',
    firstName: 'Sami',
    ...overrides,
  });
const call = (id: string, overrides: Partial<CallHistoryItem> = {}): CallHistoryItem => ({
  id,
  categoryId: 'basic-tech-troubleshooting',
  otherPartyId: 'u-1',
  callerFirstName: 'Maya',
  date: new Date().toISOString(),
  endedAt: new Date().toISOString(),
  billableSeconds: 310,
  minutes: 6,
  total: 48,
  recording: null,
  summary: null,
  review: null,
  reviewReceived: null,
  feedback: null,
  flag: null,
  ...overrides,
});
const wallet = {
  availableCents: '1200',
  pendingCents: '96',
  inWithdrawalCents: '0',
  totalEarnedCents: '1296',
  currency: 'USD',
  nextRelease: { at: '2026-12-09T14:05:00Z', amountCents: '48' },
  lastReleaseAt: '2026-12-10T09:00:00Z',
};
const days = (today: { earningsCents: string; calls: number; seconds: number }) =>
  ok({
    period: 'daily',
    currency: 'USD',
    buckets: [
      { start: '2026-12-06', earningsCents: '0', calls: 0, seconds: 0 },
      { start: '2026-12-07', ...today },
    ],
  });

function serve(routes: Record<string, Answer> = {}) {
  return mockApi({
    'GET /api/v1/helpers/earningAnalytics': () => days({ earningsCents: '96', calls: 2, seconds: 400 }),
    'GET /api/v1/helpers/totalAnalytics': () => ok({ wallet, totalCalls: 7, completedRequests: 7, totalSeconds: 4000, averageRating: 4.5, ratingCount: 2 }),
    'GET /api/v1/transaction/all': () =>
      ok({ transactions: [], currentPage: 1, lastPage: 1, total: 7, callTotals: { amountCents: '1248', calls: 7, billableSeconds: 4000 } }),
    'GET /api/v1/helpers/call-history': () => [
      200,
      {
        statusCode: 200,
        message: 'Success',
        data: [
          call('call-2'),
          call('call-1', {
            summary: { summary: 'Reset the router', steps: ['Reset the router'], updatedAt: null },
            review: { callId: 'call-1', side: 'HELPER', rating: 5, review: null, createdAt: '' },
          }),
        ],
        meta: { currentPage: 1, lastPage: 1, total: 2 },
      },
    ],
    'GET /api/v1/feedback/getAverageRaing': () => ok({ helperId: 'h-1', averageRating: 4.5, ratingCount: 2, stars: [0, 0, 0, 1, 1] }),
    'GET /api/v1/feedback/getHelperReviews': () => [
      200,
      {
        statusCode: 200,
        message: 'Success',
        data: [
          {
            callId: 'call-1',
            side: 'USER',
            rating: 5,
            review: 'Patient and clear.',
            createdAt: '2026-12-07T09:00:00Z',
            categoryId: 'basic-tech-troubleshooting',
          },
        ],
        meta: { currentPage: 1, lastPage: 1, total: 1 },
      },
    ],
    ...routes,
  });
}

async function renderHome(user = helper()) {
  await renderSignedInPage(HelperHomePage, user);
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` });
}

const figures = async (panel: string) =>
  (await within(await screen.findByRole('region', { name: panel })).findAllByRole('definition')).map((d) => d.textContent);

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).helperTextsReady;
  HelperHomePage = (await import('./HelperHomePage')).default;
});
beforeEach(() => resetBrowserState());

describe('the helper’s home', () => {
  it('an approved helper: availability, reachability, today and this month, the wallet with the rating, recent requests', async () => {
    serve();
    await renderHome();
    expect(await screen.findByRole('switch')).toBeTruthy();
    expect(screen.getByText('Connected: calls can reach you on this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check microphone and camera' })).toBeTruthy();
    expect(await figures('Today')).toEqual(['$0.96', '2', '7']);
    expect(await figures('This month')).toEqual(['$12.48', '7', '67']);
    expect((await screen.findByText('Average rating 4.5 from 2 reviews')).closest('[data-figure="rating"]')).toBeTruthy();
    const distribution = screen.getByRole('list', { name: 'Ratings by number of stars' });
    expect(
      within(distribution)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['5-star ratings: 1', '4-star ratings: 1', '3-star ratings: 0', '2-star ratings: 0', '1-star ratings: 0']);
    expect((await screen.findByText('Patient and clear.')).closest('[data-review]')!.textContent).toContain('Basic Tech Troubleshooting');
    expect(screen.getByRole('link', { name: /Withdraw/ }).getAttribute('href')).toBe('/helper/withdrawal');
    // Pending money says when it becomes available: the next call's share, then all of it.
    const pending = document.querySelector('[data-figure="pending"]')!.textContent!;
    expect(pending).toMatch(/\$0\.96.*\$0\.48 becomes available on Dec \d+, \d\d:\d\d.*All of it by Dec \d+, \d\d:\d\d/);
    expect(screen.getByRole('link', { name: 'How the 72-hour hold works' }).getAttribute('href')).toBe('/helper/help#withdrawals');

    const recent = await screen.findByRole('list', { name: 'Recent help requests' });
    const [unwritten, written] = within(recent).getAllByRole('listitem');
    expect(unwritten!.textContent).toContain('Maya');
    expect(unwritten!.textContent).toContain('5:10');
    expect(unwritten!.textContent).toContain('$0.48');
    expect(within(unwritten!).getByRole('link', { name: 'Write the summary' }).getAttribute('href')).toBe('/helper/call-history?call=call-2');
    expect(within(written!).getByRole('link', { name: 'Details' })).toBeTruthy();
    expect(written!.textContent).toContain('5 ★');
  });

  it('a helper in review sees that state and no figures; a rejected one the reason and where to send new documents', async () => {
    const api = serve();
    await renderHome(
      helper({
        verificationStatus: 'IN_REVIEW',
        isAvailable: false,
        idCard: fileRef('f1', 'id-card.pdf', 'ID_CARD'),
        documents: [fileRef('f2', 'diploma.pdf')],
      }),
    );
    expect((await screen.findByTestId('verification-banner')).textContent).toMatch(/review/i);
    // What they sent, each to open, and where to replace it.
    const documents = screen.getByRole('region', { name: 'Your documents' });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Replace documents', '/helper/profile-management'],
      ['id-card.pdf', fileRef('f1', 'id-card.pdf', 'ID_CARD').url],
      ['diploma.pdf', fileRef('f2', 'diploma.pdf').url],
    ]);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(api.calls.filter((c) => c.route.includes('/helpers/') || c.route.includes('/feedback/'))).toEqual([]);
  });

  it('a rejected helper reads the reason and gets the way to send new documents', async () => {
    serve();
    await renderHome(helper({ verificationStatus: 'REJECTED', isAvailable: false, rejectionReason: 'The ID card photo is blurred' }));
    expect((await screen.findByTestId('verification-banner')).textContent).toContain('The ID card photo is blurred');
    expect(screen.getByRole('link', { name: 'Send new documents' }).getAttribute('href')).toBe('/helper/profile-management');
    expect(screen.getByRole('link', { name: 'How approval works' }).getAttribute('href')).toBe('/helper/help#approval');
  });

  it('opens every review from the home, twenty at a time with "Show more reviews"', async () => {
    const review = (n: number) => ({
      callId: `call-r${n}`,
      side: 'USER',
      rating: (n % 5) + 1,
      review: `Review number ${n}`,
      createdAt: '2026-12-01T09:00:00Z',
      categoryId: 'basic-tech-troubleshooting',
    });
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => review(from + i));
    // The home's newest five, then the dialog's pages of twenty.
    const pages = [range(1, 5), range(1, 20), range(21, 23)];
    const metas = [1, 1, 2].map((currentPage) => ({ currentPage, lastPage: 2, total: 23 }));
    let asked = 0;
    serve({
      'GET /api/v1/feedback/getHelperReviews': () => {
        const at = Math.min(asked++, 2);
        return [200, { statusCode: 200, message: 'Success', data: pages[at], meta: metas[at] }];
      },
    });
    await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'See all 23 reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'All 23 reviews' });
    await waitFor(() => expect(dialog.querySelectorAll('[data-review]')).toHaveLength(20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(dialog.querySelectorAll('[data-review]')).toHaveLength(23));
    expect(within(dialog).getByText('Review number 23')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('a panel that fails says so with a retry; the others show', async () => {
    serve({ 'GET /api/v1/helpers/earningAnalytics': () => [500, { statusCode: 500, message: 'Something went wrong' }] });
    await renderHome();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect((await within(today).findByRole('alert')).textContent).toContain('Today could not be loaded.');
    expect(await figures('This month')).toEqual(['$12.48', '7', '67']);
    expect(await screen.findByRole('list', { name: 'Recent help requests' })).toBeTruthy();
  });
});
