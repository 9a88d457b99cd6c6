/** @jest-environment jsdom */
import { mockApi, ok, resetBrowserState, setupAccountTexts } from '@helpwire/account/testing';
import { i18next } from '@helpwire/web-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { contactMessage, renderAdminPage, reviewedHelper } from '../test-fixtures';

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

describe('/admin, the overview (issue 24)', () => {
  it('counts each queue from its own route and links into it', async () => {
    const api = mockApi({
      'GET /api/v1/admin/helpers': () => ok([reviewedHelper('h-1'), reviewedHelper('h-2'), reviewedHelper('h-3')]),
      'GET /api/v1/admin/contact-messages': messages(12),
    });
    await renderAdminPage(OverviewPage);
    expect(await screen.findByText('3 helpers waiting')).toBeTruthy();
    expect(await screen.findByText('12 messages')).toBeTruthy();
    expect(panel('Helpers waiting for review').textContent).toContain('Waiting since Dec 1, 2026');
    expect(within(panel('Helpers waiting for review')).getByRole('link', { name: 'Review helpers' }).getAttribute('href')).toBe('/admin/helpers');
    expect(within(panel('Messages to support')).getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/admin/support');
    expect(api.calls.map(({ route }) => route).sort()).toEqual(['GET /api/v1/admin/contact-messages', 'GET /api/v1/admin/helpers']);
  });

  it('says when a queue is empty, and a failed panel fails alone with its retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/helpers': () => (fail ? [500, { statusCode: 500, message: 'boom' }] : ok([])),
      'GET /api/v1/admin/contact-messages': messages(0),
    });
    await renderAdminPage(OverviewPage);
    expect(await screen.findByText('No messages to support yet.')).toBeTruthy();
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The helpers waiting for review could not be loaded.');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one is waiting for review.')).toBeTruthy();
  });

  it.each([
    [1, 'مساعد واحد بانتظار المراجعة'],
    [2, 'مساعدان بانتظار المراجعة'],
    [4, '4 مساعدين بانتظار المراجعة'],
    [11, '11 مساعدًا بانتظار المراجعة'],
  ])('in Arabic, %i helpers waiting: "%s"', async (count, text) => {
    mockApi({
      'GET /api/v1/admin/helpers': () => ok(Array.from({ length: count }, (_, i) => reviewedHelper(`h-${i}`))),
      'GET /api/v1/admin/contact-messages': messages(2),
    });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(OverviewPage);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await screen.findByText('رسالتان')).toBeTruthy();
  });
});
