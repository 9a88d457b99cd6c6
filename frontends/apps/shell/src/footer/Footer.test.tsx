/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { Toaster } from '@helpwire/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import { Footer } from './Footer';

type FetchArgs = [input: URL | string, init: RequestInit];

let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

function renderFooter() {
  return renderWithProviders(
    <>
      <Footer />
      <Toaster />
    </>,
  );
}

const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;

async function flush(): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () =>
    jsonResponse(201, { statusCode: 201, message: 'Subscribe Successful', data: { email: 'x', subscribed: true } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Helpwire. All rights reserved.`)).toBeTruthy();
  });

  it('links to Privacy Policy and Terms & Conditions', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(within(legal).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
  });

  it('links to the public pages', () => {
    renderFooter();
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services', '/about-us', '/subscription', '/faq', '/video-details', '/contact-us']);
  });
});

describe('NewsletterForm', () => {
  it('an empty submit shows "Email is required" and sends nothing', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"abc" shows "Must be email" and sends nothing', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.type(emailField(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Must be email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a valid email is POSTed to /news/subscriber (URL-encoded query and {email} body), then "Subscribe Successful" shows for 5 s and the field clears', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFooter();

    await user.type(emailField(), 'jane.doe+news@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost/api/v1/news/subscriber?email=jane.doe%2Bnews%40example.com');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'jane.doe+news@example.com' });

    const success = screen.getByRole('status');
    expect(success.textContent).toContain('Subscribe Successful');
    expect(success.getAttribute('data-kind')).toBe('success');
    expect(emailField().value).toBe('');

    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Subscribe Successful')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Subscribe Successful')).toBeNull();
  });

  it('a failed subscription keeps the email and shows the server message in red', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, message: 'Must be email' }));
    const user = userEvent.setup();
    renderFooter();
    await user.type(emailField(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const message = await screen.findByText('Must be email');
    expect(message.closest('[data-kind]')?.getAttribute('data-kind')).toBe('error');
    expect(message.closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(emailField().value).toBe('jane@example.com');
    expect(screen.queryByText('Subscribe Successful')).toBeNull();
  });
});
