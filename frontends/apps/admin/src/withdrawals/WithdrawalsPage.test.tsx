/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock, type Answer } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';
import type { QueuedWithdrawal, WithdrawalReview } from './withdrawals-api';

let WithdrawalsPage: ComponentType;
let api: ApiMock;

function withdrawal(id: string, overrides: Partial<QueuedWithdrawal> = {}): QueuedWithdrawal {
  return {
    id,
    helperId: `h-${id}`,
    helperName: 'Sami Haddad',
    helperEmail: 'sami@example.com',
    amountCents: 2550,
    previousWalletAmountCents: 9000,
    specialInstruction: 'Salary account please',
    status: 'PENDING',
    approvedBy: null,
    transactionId: null,
    payoutMethod: 'MANUAL_BANK_TRANSFER',
    rejectionReason: null,
    createdAt: '2026-12-01T09:00:00Z',
    updatedAt: '2026-12-01T09:00:00Z',
    ...overrides,
  };
}

const pending = withdrawal('w-1');
const approved = withdrawal('w-2', {
  helperName: 'Lina Saad',
  helperEmail: 'lina@example.com',
  amountCents: 10000,
  status: 'IN_REVIEW',
  createdAt: '2026-12-02T09:00:00Z',
});

function review(row: QueuedWithdrawal): WithdrawalReview {
  const { helperId: _h, helperName: _n, helperEmail: _e, ...own } = row;
  return {
    withdrawal: row,
    bankDetails: {
      title: 'Salary',
      accountName: 'Sami Haddad',
      accountNumberMasked: '****8901',
      bankName: 'Gulf Bank',
      branchName: 'Marina',
      routingNumber: '021000021',
      swiftCode: 'GULFAEADXXX',
      country: 'United Arab Emirates',
      updatedAt: '2026-11-01T09:00:00Z',
    },
    balance: { availableCents: 6450, pendingCents: 1200, inWithdrawalCents: 2550, earnedCents: 15200, withdrawnCents: 5000 },
    history: [own, { ...own, id: 'w-0', amountCents: 5000, status: 'SUCCESS', transactionId: 'BANK-77', createdAt: '2026-11-20T09:00:00Z' }],
  };
}

function serve(routes: Record<string, Answer> = {}) {
  api = mockApi({
    'GET /api/v1/admin/withdrawals': () => [
      200,
      { statusCode: 200, message: 'OK', data: [pending, approved], meta: { currentPage: 1, lastPage: 1, total: 2 } },
    ],
    // The detail of the id asked (the last request's ?id=).
    'GET /api/v1/admin/withdrawals/get': () => ok(review(String(api.fetch.mock.calls.at(-1)?.[0]).includes('id=w-2') ? approved : pending)),
    'POST /api/v1/admin/withdrawals/review': () => ok({ ...pending, status: 'IN_REVIEW' }),
    'POST /api/v1/admin/withdrawals/approve': () => ok({ ...approved, status: 'SUCCESS', transactionId: 'BANK-1' }),
    'POST /api/v1/admin/withdrawals/reject': () => ok({ ...pending, status: 'REJECTED' }),
    'POST /api/v1/admin/withdrawals/reveal-bank-details': () =>
      ok({ ...review(pending).bankDetails, accountNumberMasked: undefined, accountNumber: '0012345678901' }),
    'POST /api/v1/admin/withdrawals/export': () =>
      ok({ fileName: 'helpwire-payouts-20261207-1005.csv', csv: 'withdrawal_id\r\nw-2\r\n', count: 1, totalCents: 10000 }),
    ...routes,
  });
}

const sent = (route: string) => api.calls.filter((call) => call.route === route).map((call) => call.body);
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

async function open(name: RegExp, title: string | RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('article', { name: title });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  WithdrawalsPage = (await import('./WithdrawalsPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/withdrawals (issue 24, item 4)', () => {
  it("lists the withdrawals waiting, oldest first, with the helper's name, the amount, when and the status", async () => {
    serve();
    await renderAdminPage(WithdrawalsPage);
    const rows = within(await screen.findByRole('list')).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sami Haddad$25.50PendingRequested Dec 1, 2026',
      'Lina Saad$100.00Approved for paymentRequested Dec 2, 2026',
    ]);
    expect(screen.getByText('2 waiting')).toBeTruthy();
  });

  it("opens one: the helper's balance, masked bank details, payouts history; approves it for payment", async () => {
    serve();
    await renderAdminPage(WithdrawalsPage);
    const detail = await open(/Sami Haddad/, '$25.50 to Sami Haddad');
    expect(detail.textContent).toContain('Earned (all time)$152.00');
    expect(detail.textContent).toContain('Paid out$50.00');
    expect(detail.textContent).toContain('Available$64.50');
    expect(detail.textContent).toContain('****8901');
    expect(detail.textContent).not.toContain('0012345678901');
    expect(detail.textContent).toContain('Bank reference: BANK-77');
    expect(within(detail).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve for payment' }));
    await waitFor(() => expect(toasts()).toContain('$25.50 to Sami Haddad is approved for payment.'));
    expect(sent('POST /api/v1/admin/withdrawals/review')).toEqual([{ id: 'w-1' }]);
  });

  it("marks an approved one paid only with the bank's reference", async () => {
    serve();
    await renderAdminPage(WithdrawalsPage);
    const detail = await open(/Lina Saad/, '$100.00 to Lina Saad');
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark $100.00 to Lina Saad as paid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByRole('alert').textContent).toBe("Enter the bank's reference of the transfer.");
    expect(sent('POST /api/v1/admin/withdrawals/approve')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Bank's reference of the transfer"), { target: { value: ' BANK-1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(toasts()).toContain('$100.00 to Lina Saad is marked paid.'));
    expect(sent('POST /api/v1/admin/withdrawals/approve')).toEqual([{ id: 'w-2', transactionId: 'BANK-1' }]);
  });

  it('rejects with the reason the helper sees', async () => {
    serve();
    await renderAdminPage(WithdrawalsPage);
    const detail = await open(/Sami Haddad/, '$25.50 to Sami Haddad');
    fireEvent.click(within(detail).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject $25.50 to Sami Haddad' });
    fireEvent.change(within(dialog).getByLabelText('Reason Sami Haddad will see'), { target: { value: 'The bank returned it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    await waitFor(() => expect(toasts()).toContain('$25.50 to Sami Haddad was rejected. The amount is back in their wallet.'));
    expect(sent('POST /api/v1/admin/withdrawals/reject')).toEqual([{ id: 'w-1', reason: 'The bank returned it.' }]);
  });

  it('reveals the full bank details only with a written reason, sent to the audited route', async () => {
    serve();
    await renderAdminPage(WithdrawalsPage);
    const detail = await open(/Sami Haddad/, '$25.50 to Sami Haddad');
    fireEvent.click(within(detail).getByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal the full bank details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal bank details' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write why you need the full bank details.');
    expect(sent('POST /api/v1/admin/withdrawals/reveal-bank-details')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Why do you need the full details?'), { target: { value: 'The bank says the account is wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal bank details' }));
    await waitFor(() => expect(detail.textContent).toContain('0012345678901'));
    expect(detail.textContent).toContain('GULFAEADXXX');
    expect(detail.textContent).toContain('Revealed. Your reason is recorded in the audit log.');
    expect(sent('POST /api/v1/admin/withdrawals/reveal-bank-details')).toEqual([{ id: 'w-1', reason: 'The bank says the account is wrong' }]);
  });

  it("exports the approved batch as the bank's CSV with a reason, and downloads the file", async () => {
    serve();
    const links: { download: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ download: this.download, href: this.href });
    });
    await renderAdminPage(WithdrawalsPage);
    await screen.findByRole('list');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the approved batch for the bank' });
    expect(dialog.textContent).toContain('1 withdrawal on this page is approved for payment');
    fireEvent.change(within(dialog).getByLabelText('Why are you exporting?'), { target: { value: "Today's payment run" } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toasts()).toContain('Exported 1 withdrawal ($100.00) to helpwire-payouts-20261207-1005.csv.'));
    expect(sent('POST /api/v1/admin/withdrawals/export')).toEqual([{ reason: "Today's payment run" }]);
    expect(links).toEqual([{ download: 'helpwire-payouts-20261207-1005.csv', href: 'blob:csv' }]);
    click.mockRestore();
  });

  it('an empty queue says so', async () => {
    serve({ 'GET /api/v1/admin/withdrawals': () => [200, { statusCode: 200, message: 'OK', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }] });
    await renderAdminPage(WithdrawalsPage);
    expect(await screen.findByText('No withdrawals are waiting for a decision.')).toBeTruthy();
  });

  it('in Arabic: the count, the statuses and the actions in Arabic', async () => {
    serve();
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(WithdrawalsPage);
    expect(await screen.findByText('طلبان منتظران')).toBeTruthy();
    expect(screen.getByText('موافق عليه للدفع')).toBeTruthy();
    const detail = await open(/Sami Haddad/, /إلى Sami Haddad/);
    expect(within(detail).getByRole('button', { name: 'الموافقة للدفع' })).toBeTruthy();
  });
});
