/** @jest-environment jsdom */
import { jsonResponse, mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import type { Dispute, DisputeCall } from '@helpwire/contracts';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage, serveFiles } from '../test-fixtures';
import { centsOf } from './dispute-format';

let DisputesPage: ComponentType;
let api: ApiMock;

const USER = '11111111-1111-4111-8111-111111111111';
const HELPER = '22222222-2222-4222-8222-222222222222';

function dispute(id: string, overrides: Partial<Dispute> = {}): Dispute {
  return {
    id,
    callId: `call-${id}`,
    openedBy: 'USER',
    reason: `Helper left early (${id})`,
    description: 'The helper left after two minutes.\nNothing was fixed.',
    resolution: 'FULL_REFUND',
    status: 'PENDING',
    attachment: null,
    adminResolution: null,
    adminAttachment: null,
    refundedAmountCents: null,
    compensationCents: null,
    note: null,
    callPriceCents: 1250,
    createdAt: '2026-12-01T09:00:00Z',
    resolvedAt: null,
    ...overrides,
  };
}

function callOf(id: string, overrides: Partial<DisputeCall> = {}): DisputeCall {
  return {
    disputeId: id,
    callId: `call-${id}`,
    user: { id: USER, firstName: 'Maya', lastName: 'Karam', username: 'maya' },
    helper: { id: HELPER, firstName: 'Rami', lastName: 'Haddad', username: 'rami' },
    categoryId: 'diy-repairs',
    startedAt: '2026-11-30T10:00:00Z',
    endedAt: '2026-11-30T10:04:05Z',
    billableSeconds: 245,
    priceCents: 1250,
    currency: 'USD',
    chat: [
      { id: 'm1', callId: `call-${id}`, from: 'USER', text: 'The tap still drips.', sentAt: '2026-11-30T10:01:00Z' },
      { id: 'm2', callId: `call-${id}`, from: 'HELPER', text: 'I have to go, sorry.', sentAt: '2026-11-30T10:02:00Z' },
    ],
    notes: [{ id: 'n1', text: 'Washer worn', createdAt: '2026-11-30T10:03:00Z' }],
    summary: { summary: 'Replace the washer', steps: ['Close the valve', 'Swap the washer'], updatedAt: '2026-11-30T10:10:00Z' },
    userReview: { callId: `call-${id}`, side: 'USER', rating: 1, review: 'Left early', createdAt: '2026-11-30T10:20:00Z' },
    helperReview: null,
    recording: {
      id: 'r1',
      callId: `call-${id}`,
      state: 'READY',
      storageType: 'cloud',
      sizeBytes: 1000,
      durationSeconds: 245,
      mimeType: 'video/webm',
      createdAt: '2026-11-30T10:05:00Z',
    },
    recordingUrl: '/api/v1/recording/play/token-abc',
    ...overrides,
  };
}

/** The admin's dispute routes; the list answers by the status asked (newest first, as the service does). */
function serve(lists: Partial<Record<Dispute['status'], Dispute[]>>, routes: Record<string, Answer> = {}) {
  const call: Answer = () => ok(callOf('d-1'));
  api = mockApi({
    'GET /api/v1/admin/disputes/d-1/call': call,
    'GET /api/v1/admin/disputes/d-2/call': () => ok(callOf('d-2', { recording: null, recordingUrl: null, chat: [] })),
    'POST /api/v1/admin/disputes/d-1/review': () => ok(dispute('d-1', { status: 'IN_REVIEW' })),
    'POST /api/v1/admin/disputes/d-1/resolve': (body) =>
      ok(dispute('d-1', { status: 'RESOLVED', adminResolution: (body as { resolution: Dispute['resolution'] }).resolution })),
    ...routes,
  });
  const json = global.fetch;
  global.fetch = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/admin/disputes') return json(input, init);
    api.calls.push({ route: `GET ${url.pathname}?${url.searchParams}`, body: undefined });
    const rows = lists[url.searchParams.get('status') as Dispute['status']] ?? [];
    return jsonResponse(200, { statusCode: 200, message: 'Success', data: rows, meta: { currentPage: 1, lastPage: 1, total: rows.length } });
  }) as typeof fetch;
}

const posted = (route: string) => api.calls.filter((call) => call.route === route).map((call) => call.body);
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  DisputesPage = (await import('./DisputesPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/disputes (issue 24, item 3)', () => {
  it('lists the pending disputes oldest first, each with who opened it, the call, the amount and its age', async () => {
    // The service answers newest first.
    serve({ PENDING: [dispute('d-2', { createdAt: '2026-12-02T09:00:00Z', openedBy: 'HELPER' }), dispute('d-1')] });
    await renderAdminPage(DisputesPage);
    const queue = await screen.findByRole('list');
    const rows = within(queue).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('.hw-admin-queue__name')?.textContent)).toEqual(['Helper left early (d-1)', 'Helper left early (d-2)']);
    expect(rows[0]!.textContent).toContain('Opened by the user');
    expect(rows[0]!.textContent).toContain('$12.50');
    expect(rows[0]!.textContent).toContain('Call call-d-1');
    expect(rows[0]!.textContent).toMatch(/ago/);
    expect(rows[1]!.textContent).toContain('Opened by the helper');
    expect(screen.getByText('2 open')).toBeTruthy();
    expect(api.calls.some((call) => call.route.includes('status=PENDING'))).toBe(true);
  });

  it("opens a dispute: the complaint with its attachment beside the call's facts, chat, summary, notes, recording and reviews", async () => {
    serve({ PENDING: [dispute('d-1', { attachment: { id: 'f-1', name: 'tap.png', mimeType: 'image/png', size: 10, url: '/api/v1/files/f-1' } })] });
    const files = serveFiles({ 'f-1': 'image/png' });
    await renderAdminPage(DisputesPage);
    fireEvent.click(await screen.findByRole('button', { name: /Helper left early \(d-1\)/ }));
    const detail = await screen.findByRole('article', { name: 'Helper left early (d-1)' });
    expect(detail.textContent).toContain('The helper left after two minutes.');
    expect(detail.textContent).toContain('Full refund');
    expect(await within(detail).findByRole('img', { name: 'Attachment: tap.png' })).toBeTruthy();
    const call = await within(detail).findByRole('heading', { name: 'The call' });
    const facts = call.closest('.hw-dispute-call') as HTMLElement;
    for (const text of [
      'Maya Karam',
      'Rami Haddad',
      'DIY Repairs',
      '4 min 5 s',
      '$12.50',
      'The tap still drips.',
      'I have to go, sorry.',
      'Replace the washer',
      'Swap the washer',
      'Washer worn',
      'Left early',
    ])
      expect(facts.textContent).toContain(text);
    expect(facts.textContent).toContain('No review.');
    expect(facts.querySelector('video')?.getAttribute('src')).toBe('/api/v1/recording/play/token-abc');
    // The attachment is read with the admin's token, shown from a blob.
    expect(files.reads).toEqual([{ id: 'f-1', authorization: 'Bearer token-1' }]);
  });

  it('moves a pending dispute to review: the admin is told, the queues are read again, and the dispute stays open in the In review tab', async () => {
    const lists: Partial<Record<Dispute['status'], Dispute[]>> = { PENDING: [dispute('d-1')] };
    serve(lists, {
      'POST /api/v1/admin/disputes/d-1/review': () => {
        lists.PENDING = [];
        lists.IN_REVIEW = [dispute('d-1', { status: 'IN_REVIEW' })];
        return ok(lists.IN_REVIEW[0]);
      },
    });
    await renderAdminPage(DisputesPage);
    fireEvent.click(await screen.findByRole('button', { name: /Helper left early \(d-1\)/ }));
    const detail = await screen.findByRole('article');
    const asked = api.calls.filter((call) => call.route.startsWith('GET /api/v1/admin/disputes?')).length;
    fireEvent.click(within(detail).getByRole('button', { name: 'Move to review' }));
    await waitFor(() => expect(toasts()).toContain('The dispute is now in review.'));
    expect(posted('POST /api/v1/admin/disputes/d-1/review')).toHaveLength(1);
    await waitFor(() => expect(api.calls.filter((call) => call.route.startsWith('GET /api/v1/admin/disputes?')).length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In review' }).getAttribute('aria-pressed')).toBe('true'));
    const still = await screen.findByRole('article', { name: 'Helper left early (d-1)' });
    expect(within(still).queryByRole('button', { name: 'Move to review' })).toBeNull();
    expect(within(still).getByRole('button', { name: 'Resolve' })).toBeTruthy();
  });

  it('resolves with a partial refund typed as money and sent as cents, at most the price; the service’s refusal shows in the dialog', async () => {
    let refuse = true;
    serve(
      { IN_REVIEW: [dispute('d-1', { status: 'IN_REVIEW' })] },
      {
        'POST /api/v1/admin/disputes/d-1/resolve': (body) =>
          refuse
            ? [400, { statusCode: 400, message: 'The refund cannot be more than the call\u2019s price', code: 'DISPUTE_REFUND_TOO_LARGE' }]
            : ok(dispute('d-1', { status: 'RESOLVED', adminResolution: (body as { resolution: Dispute['resolution'] }).resolution })),
      },
    );
    await renderAdminPage(DisputesPage);
    fireEvent.click(screen.getByRole('button', { name: 'In review' }));
    fireEvent.click(await screen.findByRole('button', { name: /Helper left early \(d-1\)/ }));
    fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the dispute' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Partial refund/ }));
    const amount = within(dialog).getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '12.51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("The amount cannot be more than the call's price, $12.50.");
    fireEvent.change(amount, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount like 12.50 (more than 0).');
    expect(posted('POST /api/v1/admin/disputes/d-1/resolve')).toEqual([]);
    fireEvent.change(amount, { target: { value: '4.5' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Half the call was lost.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await within(dialog).findByText('The refund cannot be more than the call\u2019s price')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    await waitFor(() => expect(toasts()).toContain('Dispute resolved: Partial refund.'));
    expect(posted('POST /api/v1/admin/disputes/d-1/resolve').at(-1)).toEqual({
      resolution: 'PARTIAL_REFUND',
      amountCents: 450,
      note: 'Half the call was lost.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before a ban, naming whom it is for (the helper, when the user opened it)', async () => {
    serve({ PENDING: [dispute('d-1')] });
    await renderAdminPage(DisputesPage);
    fireEvent.click(await screen.findByRole('button', { name: /Helper left early \(d-1\)/ }));
    const detail = await screen.findByRole('article');
    await within(detail).findAllByText('Rami Haddad');
    fireEvent.click(within(detail).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /User ban/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Ban Rami Haddad?');
    expect(posted('POST /api/v1/admin/disputes/d-1/resolve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban and resolve' }));
    await waitFor(() => expect(toasts()).toContain('Dispute resolved: User ban.'));
    expect(posted('POST /api/v1/admin/disputes/d-1/resolve')).toEqual([{ resolution: 'USER_BAN' }]);
  });

  it('a resolved dispute shows the decision and no actions; a call without recording or chat says so', async () => {
    serve({
      RESOLVED: [
        dispute('d-2', {
          status: 'RESOLVED',
          adminResolution: 'FULL_REFUND',
          refundedAmountCents: 1250,
          note: 'Refunded.',
          resolvedAt: '2026-12-03T09:00:00Z',
        }),
      ],
    });
    await renderAdminPage(DisputesPage);
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    fireEvent.click(await screen.findByRole('button', { name: /Helper left early \(d-2\)/ }));
    const detail = await screen.findByRole('article');
    expect(detail.textContent).toContain('$12.50 refunded');
    expect(detail.textContent).toContain('Refunded.');
    expect(within(detail).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(await within(detail).findByText('This call was not recorded.')).toBeTruthy();
    expect(within(detail).getByText('No messages were written in the call.')).toBeTruthy();
  });

  it('an empty queue says so', async () => {
    serve({});
    await renderAdminPage(DisputesPage);
    expect(await screen.findByText('No disputes are waiting.')).toBeTruthy();
  });

  it('in Arabic: the tabs, the queue and the decision in Arabic', async () => {
    serve({ PENDING: [dispute('d-1')] });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(DisputesPage);
    expect(await screen.findByText('نزاع واحد مفتوح')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قيد الانتظار' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Helper left early/ }));
    const detail = await screen.findByRole('article');
    expect(within(detail).getByRole('button', { name: 'نقل إلى المراجعة' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'حسم النزاع' })).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });
});

describe('centsOf: an amount typed as money', () => {
  it('reads whole and decimal amounts, Arabic digits too, as integer cents; anything else is refused', () => {
    expect(['12', '12.5', '12.50', '0.01', '١٢٫٥٠', '12,5'].map(centsOf)).toEqual([1200, 1250, 1250, 1, 1250, 1250]);
    expect(['', '0', '0.00', '-1', '1.234', 'abc', '1e3'].map(centsOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
