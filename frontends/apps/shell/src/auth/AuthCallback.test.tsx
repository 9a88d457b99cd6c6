/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { resetBrowserState } from '../test/render-with-providers';
import { mockApi, renderAuthPage, setupAuthTexts } from './auth-test-helpers';
import { callbackMessage } from './AuthCallback';

beforeAll(async () => {
  await setupAuthTexts();
});

let close: jest.SpyInstance;

beforeEach(async () => {
  await resetBrowserState();
  mockApi({});
  close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  close.mockRestore();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

function withOpener() {
  const opener = { postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

describe('/auth/callback (where a sign-in popup returns)', () => {
  it('posts the fragment’s id_token and state to its opener, this origin only, and closes', async () => {
    const opener = withOpener();
    await renderAuthPage('/auth/callback#id_token=header.payload.sig&state=abc123&session_state=x');
    expect(await screen.findByText('You can close this window and return to Helpwire.')).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'hw-oidc-callback', state: 'abc123', id_token: 'header.payload.sig' }, window.location.origin);
    expect(close).toHaveBeenCalled();
  });

  it('passes on a provider’s error (the person declined) with its state', async () => {
    const opener = withOpener();
    await renderAuthPage('/auth/callback#error=access_denied&error_description=cancelled&state=abc123');
    await screen.findByText('You can close this window and return to Helpwire.');
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'hw-oidc-callback', state: 'abc123', error: 'access_denied' }, window.location.origin);
  });

  it('posts nothing without a state (not a provider’s answer)', async () => {
    const opener = withOpener();
    await renderAuthPage('/auth/callback#id_token=header.payload.sig');
    await screen.findByText('You can close this window and return to Helpwire.');
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('reads the fragment', () => {
    expect(callbackMessage('')).toBeUndefined();
    expect(callbackMessage('#state=s1')).toEqual({ type: 'hw-oidc-callback', state: 's1', error: 'missing_id_token' });
  });
});
