/** @jest-environment jsdom */
import { mockApi, ok, renderWithProviders, setupAccountTexts } from '@helpwire/account/testing';
import { i18next } from '@helpwire/web-core';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';

let AcceptedHelper: ComponentType<{ helperId: string | null; name: string | null }>;

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).userTextsReady;
  AcceptedHelper = (await import('./AcceptedHelper')).AcceptedHelper;
});

afterEach(() => i18next.changeLanguage('en'));

describe('who took the call', () => {
  it('names the helper and shows their rating from other users, read for that helper', async () => {
    const api = mockApi({ 'GET /api/v1/feedback/getAverageRaing': () => ok({ helperId: 'h-7', averageRating: 4.33, ratingCount: 6, stars: [0, 1, 0, 1, 4] }) });
    renderWithProviders(<AcceptedHelper helperId="h-7" name="Mona" />);
    expect(screen.getByText('Mona accepted your call')).toBeTruthy();
    expect(await screen.findByText('4.3 from 6 reviews')).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]![0])).toContain('helperId=h-7');
  });

  it('says a new helper has no reviews yet, in Arabic too', async () => {
    mockApi({ 'GET /api/v1/feedback/getAverageRaing': () => ok({ helperId: 'h-8', averageRating: null, ratingCount: 0, stars: [0, 0, 0, 0, 0] }) });
    await i18next.changeLanguage('ar');
    renderWithProviders(<AcceptedHelper helperId="h-8" name="Omar" />);
    expect(screen.getByText('قبل Omar مكالمتك')).toBeTruthy();
    expect(await screen.findByText('مساعد جديد: لا مراجعات بعد')).toBeTruthy();
  });
});
