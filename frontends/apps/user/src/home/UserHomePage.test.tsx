/** @jest-environment jsdom */
import type { CallHistoryItem, Card } from '@helpwire/contracts';
import { currentUser, mockApi, ok, renderSignedInPage, resetBrowserState, setupAccountTexts, type Answer, type ApiMock } from '@helpwire/account/testing';
import { accepted, stepAway, useOutgoingCall } from '@helpwire/calls';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

let UserHomePage: ComponentType;

const now = Date.now();
const call = (id: string, overrides: Partial<CallHistoryItem> = {}): CallHistoryItem => ({
  id,
  categoryId: 'diy-repairs',
  otherPartyId: 'h-1',
  callerFirstName: null,
  date: new Date(now - 3_600_000).toISOString(),
  endedAt: new Date(now - 3_000_000).toISOString(),
  billableSeconds: 125,
  minutes: 3,
  total: 60,
  recording: null,
  summary: null,
  review: null,
  reviewReceived: null,
  feedback: null,
  flag: null,
  ...overrides,
});
const card = (overrides: Partial<Card> = {}): Card => ({
  id: 'card-1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  isDefault: true,
  ...overrides,
});
const history =
  (calls: CallHistoryItem[]): Answer =>
  () => [200, { statusCode: 200, message: 'Success', data: calls, meta: { currentPage: 1, lastPage: 1, total: calls.length } }];
const page = (amountCents: string, calls: number, billableSeconds: number) =>
  ok({ transactions: [], currentPage: 1, lastPage: 1, total: calls, callTotals: { amountCents, calls, billableSeconds } });

function serve(routes: Record<string, Answer>): ApiMock {
  return mockApi({
    'GET /api/v1/users/call-history': history([]),
    'GET /api/v1/payment/saved-cards': () => ok([]),
    'GET /api/v1/payment/tab': () => ok({ owedCents: '0', currency: 'USD', blocked: false, failureCode: null, oldestAt: null }),
    'GET /api/v1/transaction/all': () => page('0', 0, 0),
    'GET /api/v1/notifications/unreadCount': () => ok({ unread: 0 }),
    'GET /api/v1/dispute/user': () => [200, { statusCode: 200, message: 'Success', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }],
    ...routes,
  });
}

async function renderHome(user = currentUser()) {
  await renderSignedInPage(UserHomePage, user);
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` });
}

const panel = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).userTextsReady;
  UserHomePage = (await import('./UserHomePage')).default;
});
beforeEach(() => resetBrowserState());

describe('the user’s home', () => {
  it('gives a new account its three steps, the card first, instead of empty panels', async () => {
    serve({});
    await renderHome();
    const steps = await screen.findByRole('region', { name: 'Your first call in three steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-step')),
    ).toEqual(['card', 'category', 'call']);
    // The next step is the only strong one.
    expect(within(steps).getByRole('link', { name: 'Add a card' }).className).toContain('hw-button--cta');
    expect(within(steps).getByRole('link', { name: 'Browse categories' }).className).toContain('hw-button--ghost');
    // The card is the first step: no second "add a card" notice above it.
    expect(screen.queryByText('Add a card to call a helper')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent help requests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'This month' })).toBeNull();
    // Every category, each opening its detail.
    const categories = within(panel('Get help now')).getByRole('list', { name: 'Help categories' });
    expect(
      within(categories)
        .getByRole('link', { name: /DIY Repairs/ })
        .getAttribute('href'),
    ).toBe('/service-categories?category=diy-repairs');
  });

  it('shows favourites first, recent requests with what was charged, this month, the inbox, and asks for the review due', async () => {
    const api = serve({
      'GET /api/v1/users/call-history': history([
        call('call-b'),
        call('call-a', {
          total: null,
          review: { callId: 'call-a', side: 'USER', rating: 4, review: null, createdAt: '' },
          reviewReceived: { callId: 'call-a', side: 'HELPER', rating: 5, review: 'Clear questions, easy to help.', createdAt: '' },
        }),
      ]),
      'GET /api/v1/payment/saved-cards': () => ok([card()]),
      'GET /api/v1/transaction/all': () => page('1860', 2, 200),
      'GET /api/v1/notifications/unreadCount': () => ok({ unread: 3 }),
      'GET /api/v1/dispute/user': () => [
        200,
        {
          statusCode: 200,
          message: 'Success',
          data: [{ status: 'IN_REVIEW' }, { status: 'RESOLVED' }],
          meta: { currentPage: 1, lastPage: 1, total: 2 },
        },
      ],
    });
    await renderHome(
      currentUser({
        favoriteCategories: [
          { label: 'DIY Repairs', value: 'diy-repairs' },
          { label: 'Gone', value: 'no-longer-offered' },
        ],
      }),
    );
    const favourites = await within(panel('Get help now')).findByRole('list', { name: 'Your favourites' });
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['DIY Repairs']);

    const recent = await screen.findByRole('list', { name: 'Recent help requests' });
    const [newest, older] = within(recent).getAllByRole('listitem');
    expect(newest!.textContent).toContain('DIY Repairs');
    expect(newest!.textContent).toContain('2:05');
    expect(within(newest!).getByLabelText('Charged').textContent).toBe('$0.60');
    expect(newest!.textContent).toContain('Not reviewed');
    expect(within(older!).getByLabelText('Charged').textContent).toBe('Not charged yet');
    expect(within(older!).getByLabelText('You rated it 4 of 5')).toBeTruthy();
    expect(within(newest!).getByRole('link', { name: 'Dispute' }).getAttribute('href')).toBe('/dispute?call=call-b');
    expect(within(newest!).getByRole('button', { name: 'Call again' })).toBeTruthy();

    const month = await screen.findByRole('region', { name: 'This month' });
    const figures = await within(month).findAllByRole('definition');
    expect(figures.map((figure) => figure.textContent)).toEqual(['$18.60', '2', '3']);
    const inbox = await screen.findByRole('region', { name: 'Your inbox' });
    expect(await within(inbox).findByRole('link', { name: '3 unread notifications' })).toBeTruthy();
    expect(within(inbox).getByRole('link', { name: '1 open dispute' }).getAttribute('href')).toBe('/dispute');

    // The reviews given and received, from the same history read.
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const reviewed = reviews.querySelectorAll('[data-reviewed-call]');
    expect([...reviewed].map((li) => li.getAttribute('data-reviewed-call'))).toEqual(['call-a']);
    expect(within(reviewed[0] as HTMLElement).getByLabelText('4 of 5 stars').textContent).toBe('★★★★');
    expect(within(reviewed[0] as HTMLElement).getByLabelText('5 of 5 stars').textContent).toBe('★★★★★');
    expect(reviewed[0]!.textContent).toContain('Your helper gave you:');
    expect(reviewed[0]!.textContent).toContain('Clear questions, easy to help.');

    const review = screen.getByRole('link', { name: 'Review the call' });
    expect(review.getAttribute('href')).toBe('/call-history?call=call-b');
    // No card to fix, no steps for a returning person; one request per panel.
    expect(screen.queryByText('Add a card to call a helper')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your first call in three steps' })).toBeNull();
    const reads = api.calls.map((c) => c.route).filter((route) => route.startsWith('GET'));
    expect(reads.filter((route) => route === 'GET /api/v1/users/call-history')).toHaveLength(1);
    expect(reads.filter((route) => route === 'GET /api/v1/transaction/all')).toHaveLength(1);
  });

  it('reorders and removes favourites from the home, each change saved in its order', async () => {
    const tech = { label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' };
    const diy = { label: 'DIY Repairs', value: 'diy-repairs' };
    const api = serve({
      'GET /api/v1/users/call-history': history([call('call-b')]),
      'GET /api/v1/payment/saved-cards': () => ok([card()]),
      'PUT /api/v1/users/favoriteCategories': (body) => ok(currentUser(body as { favoriteCategories: (typeof tech)[] }), 'Favorite categories updated'),
    });
    await renderHome(currentUser({ favoriteCategories: [tech, diy] }));
    const panel = await screen.findByRole('region', { name: 'Get help now' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const order = () =>
      [...within(panel).getByRole('list', { name: 'Your favourites' }).querySelectorAll('li')].map((item) => item.getAttribute('data-category'));
    expect(within(panel).getByRole('button', { name: 'Move Basic Tech Troubleshooting earlier' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Move Basic Tech Troubleshooting later' }));
    await waitFor(() => expect(order()).toEqual(['diy-repairs', 'basic-tech-troubleshooting']));
    const saves = () => api.calls.filter((c) => c.route === 'PUT /api/v1/users/favoriteCategories').map((c) => c.body);
    expect(saves()).toEqual([{ favoriteCategories: [diy, tech] }]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove DIY Repairs from your favourites' }));
    await waitFor(() => expect(order()).toEqual(['basic-tech-troubleshooting']));
    expect(saves().at(-1)).toEqual({ favoriteCategories: [tech] });
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(
      within(within(panel).getByRole('list', { name: 'Your favourites' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Basic Tech Troubleshooting']);
  });

  it('asks a returning person without a card to add one', async () => {
    serve({ 'GET /api/v1/users/call-history': history([call('call-b')]) });
    await renderHome();
    const notice = (await screen.findByText('Add a card to call a helper')).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/payment-methods');
  });

  it('offers back a call still on that the person stepped away from, first and in one click', async () => {
    serve({ 'GET /api/v1/users/call-history': history([call('call-b')]) });
    const room = { roomId: 'HW-ON', callId: 'HW-ON', media: 'P2P' };
    useOutgoingCall.getState().apply((c) => stepAway(accepted(c, { callId: 'HW-ON', roomDetails: room, helperFirstName: 'Mona' }, true), true));
    await renderHome();
    const notice = (await screen.findByText('Your call with Mona is still on')).closest('[role="alert"]') as HTMLElement;
    expect(notice.parentElement!.firstElementChild).toBe(notice);
    await userEvent.click(within(notice).getByRole('button', { name: 'Rejoin the call' }));
    expect(useOutgoingCall.getState().call).toMatchObject({ phase: 'accepted', callId: 'HW-ON', away: false, rejoin: false });
    await waitFor(() => expect(screen.queryByText('Your call with Mona is still on')).toBeNull());
    act(() => useOutgoingCall.getState().reset());
  });

  it('a panel that fails says so with a retry, and the others still show', async () => {
    serve({
      'GET /api/v1/users/call-history': history([call('call-b', { review: { callId: 'call-b', side: 'USER', rating: 5, review: null, createdAt: '' } })]),
      'GET /api/v1/payment/saved-cards': () => ok([card({ expMonth: new Date().getUTCMonth() + 1, expYear: new Date().getUTCFullYear() })]),
      'GET /api/v1/transaction/all': () => [500, { statusCode: 500, message: 'Something went wrong' }],
    });
    await renderHome();
    const month = await screen.findByRole('region', { name: 'This month' });
    expect((await within(month).findByRole('alert')).textContent).toContain('This month could not be loaded.');
    expect(within(month).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Recent help requests' })).toBeTruthy();
    expect((await screen.findByText(/Your card ending in 4242 expires soon/)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review the call' })).toBeNull();
  });
});
