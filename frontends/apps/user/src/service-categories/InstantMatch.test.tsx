/** @jest-environment jsdom */
import type { Category } from '@helpwire/contracts';
import { renderWithProviders, setupAccountTexts } from '@helpwire/account/testing';
import { i18next, RealtimeProvider, type RealtimeClient, type RealtimeStatus } from '@helpwire/web-core';
import { useOutgoingCall, type OutgoingCall } from '@helpwire/calls';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';

let InstantMatch: ComponentType<{ category: Category }>;
let OutgoingCallLayer: ComponentType;

const category: Category = {
  id: 'c1',
  slug: 'basic-tech-troubleshooting',
  parentId: null,
  name: 'Basic Tech Troubleshooting',
  description: 'Fix it together.',
  icon: 'laptop',
  rateCentsPerMinute: 45,
  guidelines: ['Charge your device.', 'Find a stable connection.'],
  subCategories: [],
};

/** A channel in a given state that records what is emitted and answers call-helper as told. */
function fakeChannel(status: RealtimeStatus, answers: Record<string, unknown> = {}) {
  const emitted: [string, unknown][] = [];
  const client = {
    status,
    onStatus: () => () => undefined,
    connect: async () => undefined,
    disconnect: () => undefined,
    on: () => () => undefined,
    emit: async (name: string, payload: unknown) => {
      emitted.push([name, payload]);
      return answers[name] ?? { ok: true };
    },
  };
  return { emitted, client: client as unknown as RealtimeClient };
}

function renderDetail(client: RealtimeClient) {
  return renderWithProviders(
    <RealtimeProvider client={client}>
      <InstantMatch category={category} />
      {/* The shell mounts the user's call layer on every page: it shows the call the page started. */}
      <OutgoingCallLayer />
    </RealtimeProvider>,
  );
}

/** The browser's geolocation, answering a place or a refusal. */
function browserLocation(answer: 'allow' | 'deny') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        answer === 'allow'
          ? ok({ coords: { latitude: 25.2, longitude: 55.27 } } as GeolocationPosition)
          : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    },
  });
}

beforeAll(async () => {
  await setupAccountTexts();
  // The remote registers its texts when it loads, as the shell loads it: after i18n is set up.
  await (await import('../texts')).userTextsReady;
  InstantMatch = (await import('./InstantMatch')).InstantMatch;
  OutgoingCallLayer = (await import('./OutgoingCallLayer')).OutgoingCallLayer;
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
  useOutgoingCall.getState().reset();
});

describe('the category detail and its instant match', () => {
  it('shows the guidelines as steps, the rate and the flat rule', () => {
    renderDetail(fakeChannel('connected').client);
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Tech Troubleshooting' })).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Charge your device.', 'Find a stable connection.']);
    expect(screen.getByText('$0.45/min')).toBeTruthy();
    expect(screen.getByText('Calls under 3 minutes cost a flat $0.60.')).toBeTruthy();
  });

  it.each([
    ['disconnected', 'You are not connected to the call service right now. Check your connection; calls start again as soon as it is back.'],
    ['connecting', 'Connecting to the call service…'],
  ] as const)('while the realtime channel is %s, Connect is off and says why', (status, text) => {
    renderDetail(fakeChannel(status).client);
    expect((screen.getByRole('button', { name: 'Connect with a helper' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('confirms, sends call-helper with the browser place and shows the rings; Cancel sends cancel-calling-helper', async () => {
    browserLocation('allow');
    const channel = fakeChannel('connected', { 'call-helper': { ok: true, callId: 'HW-1', ringing: 2 } });
    renderDetail(channel.client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect with a helper' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm instant match' });
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const calling = await screen.findByRole('dialog', { name: 'Calling helper' });
    expect(channel.emitted).toEqual([['call-helper', { categoryId: 'basic-tech-troubleshooting', latitude: 25.2, longitude: 55.27 }]]);
    expect(within(calling).getByRole('status').textContent).toBe('Ringing 2 helpers…');
    expect(within(calling).getByText('Round 1 of 3')).toBeTruthy();
    act(() => useOutgoingCall.getState().apply((call) => ({ ...call, ringing: 1, declined: 1 }) as OutgoingCall));
    expect(within(calling).getByRole('status').textContent).toBe('Ringing 1 helper…');
    expect(within(calling).getByText('1 helper could not take the call')).toBeTruthy();
    await user.click(within(calling).getByRole('button', { name: 'Cancel call' }));
    expect(channel.emitted.map(([name]) => name)).toEqual(['call-helper', 'cancel-calling-helper']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useOutgoingCall.getState().call).toEqual({ phase: 'idle' });
  });

  it('location refused: the spec text, and nothing is sent', async () => {
    browserLocation('deny');
    const channel = fakeChannel('connected');
    renderDetail(channel.client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect with a helper' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enable location and reload the page.');
    expect(channel.emitted).toEqual([]);
  });

  it.each([
    ['CALL_ALL_HELPERS_DECLINED', 'Declined call', 'All helpers declined. Please try again.', 'Try again'],
    ['CALL_NO_HELPER_ANSWERED', 'Missed call', 'No helper answered in time. Please try again.', 'Try again'],
    ['CALL_NO_HELPER_IN_CATEGORY', 'No helper available', 'No helper exists in this Category.', 'Try again'],
    ['CALL_NO_HELPER_FOUND', 'No helper available', 'Ops! No Helper Found', 'Try again'],
    ['CALL_PAYMENT_CARD_REQUIRED', 'A payment card is needed', 'Please add a payment card to get instant help', 'Go to Payment Methods'],
    ['CALL_DEFAULT_CARD_REQUIRED', 'A payment card is needed', 'Please select a default payment method before creating a call.', 'Go to Payment Methods'],
    [
      'UNAVAILABLE',
      'Not connected',
      'You are not connected to the call service right now. Check your connection; calls start again as soon as it is back.',
      'Try again',
    ],
  ])('%s ends with its title, the spec text and the next step', (code, title, text, next) => {
    useOutgoingCall.setState({ call: { phase: 'ended', callId: null, code, message: 'server text' } });
    renderDetail(fakeChannel('connected').client);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
    const action = within(dialog).queryByRole('link', { name: next }) ?? within(dialog).getByRole('button', { name: next });
    if (next === 'Go to Payment Methods') expect(action.getAttribute('href')).toBe('/payment-methods');
  });

  it("in Arabic: the declined call's title and text", async () => {
    await i18next.changeLanguage('ar');
    useOutgoingCall.setState({
      call: { phase: 'ended', callId: 'HW-1', code: 'CALL_ALL_HELPERS_DECLINED', message: 'All helpers declined. Please try again.' },
    });
    renderDetail(fakeChannel('connected').client);
    expect(within(screen.getByRole('dialog', { name: 'مكالمة مرفوضة' })).getByRole('alert').textContent).toBe('رفض جميع المساعدين. يرجى المحاولة مرة أخرى.');
  });

  it('known from rejoin-meeting (a reload): "Rejoin your call" with the reference, never "A helper accepted"', async () => {
    useOutgoingCall.setState({
      call: { phase: 'accepted', callId: 'HW-C99', helperId: 'h1', roomDetails: { roomId: 'HW-C99' }, helperFirstName: 'Omar', rejoin: true },
    });
    renderDetail(fakeChannel('connected').client);
    const dialog = await screen.findByRole('dialog', { name: 'Rejoin your call' });
    expect(within(dialog).getByRole('status').textContent).toBe('Your call with Omar is still on. Go back in whenever you are ready.');
    expect(within(dialog).getByText('HW-C99')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Rejoin' })).toBeTruthy();
    expect(screen.queryByText(/A helper accepted/)).toBeNull();
  });
});
