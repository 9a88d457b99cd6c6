/** @jest-environment jsdom */
import { mockApi, renderWithProviders, resetBrowserState, type Answer, type ApiMock } from '@helpwire/web-testing';
import { i18next, setupI18n } from '@helpwire/web-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { HelpCentrePage, type HelpCentrePageProps } from './HelpCentrePage';
import { helpTextsReady } from './texts';

const faqs = [
  { id: 'f1', categoryId: null, question: 'How do I find a helper?', answer: 'Open a category and press Connect with a helper.' },
  { id: 'f2', categoryId: null, question: 'Can I choose my helper?', answer: 'Call history lets you call the same helper again.' },
];
const tutorials = [
  {
    id: 't1',
    slug: 'first-call',
    categoryId: null,
    title: 'Your first call',
    description: 'From a category to a call.',
    videoUrl: '/v.mp4',
    durationSeconds: 95,
  },
];
const paged =
  (data: unknown[]): Answer =>
  () => [200, { statusCode: 200, message: 'Success', data, meta: { currentPage: 1, lastPage: 1, total: data.length } }];

function serve(routes: Record<string, Answer> = {}): ApiMock {
  return mockApi({
    'GET /api/v1/content/findFaq': paged(faqs),
    'GET /api/v1/content/findTutorial': paged(tutorials),
    'POST /api/v1/contactus/create': () => [201, { statusCode: 201, message: 'Message sent', data: { id: 'm1', createdAt: '2026-12-07T10:00:00Z' } }],
    ...routes,
  });
}

async function renderHelp(props: Partial<HelpCentrePageProps> = {}, route = '/help') {
  await act(async () => {
    renderWithProviders(
      <Suspense fallback={<p>loading texts</p>}>
        <HelpCentrePage role="USER" title="Help" person={{ name: 'Maya Karam', email: 'maya@example.com' }} {...props} />
      </Suspense>,
      { route },
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Help' });
}

const search = () => screen.getByRole('searchbox', { name: /Search the help centre|ابحث في مركز المساعدة/ });
const articleTitles = () => [...document.querySelectorAll('[data-article] summary')].map((summary) => summary.textContent);

beforeAll(async () => {
  await setupI18n();
  await helpTextsReady();
});
beforeEach(async () => {
  await resetBrowserState();
  await act(() => i18next.changeLanguage('en'));
});

describe('the help centre', () => {
  it("holds the role's articles with the product's figures, the FAQ and the tutorials", async () => {
    serve();
    await renderHelp();
    expect(articleTitles()).toEqual(['Paying for calls and the tab', 'Call quality, microphone and camera', 'Recordings and storage', 'Disputes and refunds']);
    expect(document.getElementById('help-billing')!.textContent).toContain('once the tab reaches $10.00 or after 7 days');
    expect(await screen.findByText('How do I find a helper?')).toBeTruthy();
    expect((await screen.findByText('Your first call')).closest('li')!.textContent).toContain('1:35');
  });

  it('a helper gets theirs: approval and withdrawals with the 72-hour hold', async () => {
    serve();
    await renderHelp({ role: 'HELPER' });
    expect(articleTitles()).toEqual([
      'Getting approved',
      'Call quality, microphone and camera',
      'Earnings and withdrawals',
      'Recordings and storage',
      'Disputes about your calls',
    ]);
    expect(document.getElementById('help-withdrawals')!.textContent).toContain('available 72 hours after the call');
  });

  it('one search over articles, questions and tutorials, opened where it matches; nothing found says so', async () => {
    serve();
    await renderHelp();
    await screen.findByText('How do I find a helper?');
    await userEvent.type(search(), 'helper again');
    expect(articleTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Results for “helper again”');
    expect(screen.getByText('Can I choose my helper?')).toBeTruthy();
    expect(screen.queryByText('How do I find a helper?')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Video tutorials' })).toBeNull();

    await userEvent.clear(search());
    await userEvent.type(search(), 'tab fees');
    expect(articleTitles()).toEqual(['Paying for calls and the tab']);
    expect(document.getElementById('help-billing')!.hasAttribute('open')).toBe(true);

    await userEvent.clear(search());
    await userEvent.type(search(), 'zebra');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zebra”. Try other words, or write to us below.');
  });

  it('searches the Arabic texts when the page is in Arabic', async () => {
    serve();
    await act(() => i18next.changeLanguage('ar'));
    await renderHelp();
    await userEvent.type(search(), 'الحساب المؤجل');
    expect(articleTitles()).toEqual(['الدفع مقابل المكالمات والحساب المؤجل']);
  });

  it('a link to #recordings opens that article and brings it into view', async () => {
    // jsdom lays nothing out: the scroll is recorded, on the element it was asked of.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    serve();
    await renderHelp({ role: 'HELPER' }, '/helper/help#recordings');
    expect(document.getElementById('help-recordings')!.hasAttribute('open')).toBe(true);
    expect(document.getElementById('help-approval')!.hasAttribute('open')).toBe(false);
    expect(scrolled.map((element) => element.id)).toEqual(['help-recordings']);
  });

  it('writes to support with the name and e-mail filled in; an empty field is said at its place', async () => {
    const api = serve();
    await renderHelp();
    const contact = screen.getByRole('region', { name: 'Still need help?' });
    expect((within(contact).getByLabelText('Your name') as HTMLInputElement).value).toBe('Maya Karam');
    expect((within(contact).getByLabelText('Your e-mail') as HTMLInputElement).value).toBe('maya@example.com');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send message' }));
    expect(within(contact).getAllByText('This field is required')).toHaveLength(2);
    expect(api.calls.filter((c) => c.route === 'POST /api/v1/contactus/create')).toEqual([]);

    await userEvent.type(within(contact).getByLabelText('Subject'), 'A refund');
    await userEvent.type(within(contact).getByLabelText('How can we help?'), 'My call dropped after a minute.');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send message' }));
    expect((await within(contact).findByRole('status')).textContent).toContain('we will answer at maya@example.com');
    expect(api.calls.find((c) => c.route === 'POST /api/v1/contactus/create')!.body).toEqual({
      name: 'Maya Karam',
      email: 'maya@example.com',
      subject: 'A refund',
      message: 'My call dropped after a minute.',
    });
  });

  it('the FAQ that cannot load says so; the articles and the form stay', async () => {
    serve({ 'GET /api/v1/content/findFaq': () => [500, { statusCode: 500, message: 'Something went wrong' }] });
    await renderHelp();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect((await within(faq).findByRole('alert')).textContent).toContain('Frequently asked questions could not be loaded.');
    expect(articleTitles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});
