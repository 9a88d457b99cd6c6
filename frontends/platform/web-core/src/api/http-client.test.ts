/** @jest-environment jsdom */
import { i18next, setupI18n } from '../i18n/setup-i18n';
import { useAppStore } from '../store/app-store';
import { useToasts } from '../store/toasts';
import { ApiError, apiRequest, configureHttpClient, errorMessageOf } from './http-client';

type FetchArgs = [input: URL | string, init: RequestInit & { headers: Record<string, string> }];

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => body,
  } as unknown as Response;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
const onUnauthorized = jest.fn();

function lastRequest(): { url: string; init: FetchArgs[1] } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] };
}

beforeAll(async () => {
  await setupI18n();
});

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  useAppStore.setState(useAppStore.getInitialState(), true);
  useToasts.setState({ toasts: [] });
  onUnauthorized.mockReset();
  configureHttpClient({ onUnauthorized, fallbackError: () => i18next.t('errors.something-went-wrong') });
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => jsonResponse(200, { statusCode: 200, message: 'Success', data: { ok: true } }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('apiRequest: request headers (spec §7)', () => {
  it('sends Accept and Content-Type JSON, accept-language en by default, and no Authorization without a token', async () => {
    await apiRequest('/content/findFaq');
    const { init } = lastRequest();
    expect(init.headers.Accept).toBe('application/json');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers['accept-language']).toBe('en');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the stored language as accept-language', async () => {
    localStorage.setItem('language', 'ar');
    await apiRequest('/content/findFaq');
    expect(lastRequest().init.headers['accept-language']).toBe('ar');
  });

  it('reads the language cookie when local storage has none', async () => {
    document.cookie = 'language=fr; Path=/';
    await apiRequest('/content/findFaq');
    expect(lastRequest().init.headers['accept-language']).toBe('fr');
  });

  it('sends "Authorization: Bearer <token>" when _CCAA00 holds a token', async () => {
    localStorage.setItem('_CCAA00', 'token-123');
    await apiRequest('/users/find');
    expect(lastRequest().init.headers.Authorization).toBe('Bearer token-123');
  });

  it('calls the API v1 root with the method, query and JSON body', async () => {
    await apiRequest('/news/subscriber', {
      method: 'POST',
      query: { email: 'a+b@example.com', empty: '', skip: undefined },
      body: { email: 'a+b@example.com' },
    });
    const { url, init } = lastRequest();
    expect(url).toBe('http://localhost/api/v1/news/subscriber?email=a%2Bb%40example.com');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a+b@example.com' }));
  });

  it('answers the parsed envelope on success', async () => {
    await expect(apiRequest('/content/findFaq')).resolves.toEqual({ statusCode: 200, message: 'Success', data: { ok: true } });
  });
});

describe('apiRequest: failures', () => {
  it('a 401 removes the token and lastTokenHandled, clears the credentials and calls onUnauthorized', async () => {
    localStorage.setItem('_CCAA00', 'expired');
    localStorage.setItem('lastTokenHandled', 'expired');
    useAppStore.getState().setCredentials({ role: 'USER', token: 'expired' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }));

    const failure = apiRequest('/users/find');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('_CCAA00')).toBeNull();
    expect(localStorage.getItem('lastTokenHandled')).toBeNull();
    expect(useAppStore.getState().auth).toEqual({ role: null, token: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a non-401 error does not sign out', async () => {
    localStorage.setItem('_CCAA00', 'valid');
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, message: 'Bad input' }));
    await expect(apiRequest('/users/update', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400 });
    expect(localStorage.getItem('_CCAA00')).toBe('valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  describe('503 with Retry-After (the session check or a service briefly out of reach, decision 0038)', () => {
    const unavailable = (retryAfter?: string) =>
      jsonResponse(
        503,
        { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'UNAVAILABLE' },
        retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
      );

    it('a read is asked again after the time the server gives, and the answer that comes is the one used, with no toast', async () => {
      fetchMock.mockResolvedValueOnce(unavailable('0')).mockResolvedValueOnce(unavailable('0'));
      await expect(apiRequest('/users/find')).resolves.toMatchObject({ data: { ok: true } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(useToasts.getState().toasts).toEqual([]);
      expect(useAppStore.getState().auth.token).toBeNull();
    });

    it('after 2 more tries the read fails with the translated "unavailable" text; the session stays', async () => {
      localStorage.setItem('_CCAA00', 'kept');
      fetchMock.mockResolvedValue(unavailable('0'));
      await expect(apiRequest('/users/find')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['The service is temporarily unavailable. Please try again in a moment.']);
      expect(localStorage.getItem('_CCAA00')).toBe('kept');
    });

    it('waits the seconds of Retry-After before asking again', async () => {
      jest.useFakeTimers();
      try {
        fetchMock.mockResolvedValueOnce(unavailable('1'));
        const answer = apiRequest('/users/find');
        await jest.advanceTimersByTimeAsync(900);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        await jest.advanceTimersByTimeAsync(200);
        await expect(answer).resolves.toMatchObject({ data: { ok: true } });
        expect(fetchMock).toHaveBeenCalledTimes(2);
      } finally {
        jest.useRealTimers();
      }
    });

    it('a write is never sent twice on its own, and a 503 without Retry-After is not asked again', async () => {
      fetchMock.mockResolvedValueOnce(unavailable('0'));
      await expect(apiRequest('/contactus/create', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      fetchMock.mockResolvedValueOnce(unavailable());
      await expect(apiRequest('/users/find')).rejects.toMatchObject({ status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  it('a request that gets no answer sets the global network-error flag', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(useAppStore.getState().networkError).toBe(false);
    await expect(apiRequest('/content/findFaq')).rejects.toMatchObject({ name: 'ApiError', status: null });
    expect(useAppStore.getState().networkError).toBe(true);
  });

  it('a request the caller aborted does not raise the network-error flag', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('/content/findFaq', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(useAppStore.getState().networkError).toBe(false);
  });

  it('an error answer shows the server message as a red (error) toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { statusCode: 422, message: 'Category not found' }));
    await expect(apiRequest('/category/getCategoryById')).rejects.toMatchObject({ message: 'Category not found', status: 422 });
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', text: 'Category not found' })]);
  });

  it('an error answer whose message is a list shows its first entry', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, message: ['Must be email', 'Name is required'] }));
    await expect(apiRequest('/contactus/create', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', text: 'Must be email' })]);
  });

  it('an error answer without a message shows "Something went wrong. Please try again."', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500 }));
    await expect(apiRequest('/content/findFaq')).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', text: 'Something went wrong. Please try again.' })]);
  });

  it('an error answer that is not JSON shows the fallback text too', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) } as unknown as Response);
    await expect(apiRequest('/content/findFaq')).rejects.toMatchObject({ status: 502 });
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Something went wrong. Please try again.']);
  });

  it('toastErrors: false keeps the failure quiet', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { statusCode: 404, message: 'Policy not found' }));
    await expect(apiRequest('/content/findPolicy', { toastErrors: false })).rejects.toMatchObject({ message: 'Policy not found' });
    expect(useToasts.getState().toasts).toEqual([]);
  });
});

describe('apiRequest: the error toast speaks the reader’s language, by the reason code (decision 0016)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows the text of the code, not the server’s wording, in English', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { statusCode: 429, message: 'Slow down!', error: 'Too Many Requests', code: 'RATE_LIMITED' }));
    await expect(apiRequest('/contactus/create', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Too many requests, please try again later.']);
  });

  it('shows it in Arabic for an Arabic reader, though the server answered in English', async () => {
    await i18next.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { statusCode: 404, message: 'Category not found', error: 'Not Found', code: 'CONTENT_CATEGORY_NOT_FOUND' }),
    );
    await expect(apiRequest('/category/getCategoryById')).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['الفئة غير موجودة']);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, {
        statusCode: 503,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
      }),
    );
    await expect(apiRequest('/content/findFaq')).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد لحظات.']);
  });

  it('a code whose text carries data (VALIDATION_FAILED) shows the translated contract text', async () => {
    await i18next.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { statusCode: 400, message: ['Must be email', 'Name is required'], error: 'Bad Request', code: 'VALIDATION_FAILED' }),
    );
    await expect(apiRequest('/news/subscriber', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual([i18next.t('validation.mustBeEmail')]);
    expect(i18next.t('validation.mustBeEmail')).not.toBe('Must be email');
  });

  it('a code the web does not know yet falls back to the server’s text; no text at all to the fallback', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(402, { statusCode: 402, message: 'Add a card first', error: 'Payment Required', code: 'PAYMENT_SOMETHING_NEW' }),
    );
    await expect(apiRequest('/content/findFaq')).rejects.toMatchObject({ message: 'Add a card first' });
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Add a card first']);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', code: 'PAYMENT_SOMETHING_NEW' }));
    await expect(apiRequest('/content/findFaq')).rejects.toBeInstanceOf(ApiError);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Something went wrong. Please try again.']);
  });
});

describe('errorMessageOf', () => {
  const fallback = 'Something went wrong. Please try again.';

  it('answers a string message', () => {
    expect(errorMessageOf({ message: 'Unauthorized' }, fallback)).toBe('Unauthorized');
  });

  it('answers the first entry of a message list', () => {
    expect(errorMessageOf({ message: ['first', 'second'] }, fallback)).toBe('first');
  });

  it.each([
    ['no body', null],
    ['a body that is not an object', 'Internal Server Error'],
    ['a body without message', { statusCode: 500 }],
    ['an empty message', { message: '' }],
    ['an empty message list', { message: [] }],
    ['a list of non-strings', { message: [{ field: 'email' }] }],
    ['a numeric message', { message: 42 }],
  ])('answers the fallback for %s', (_case, body) => {
    expect(errorMessageOf(body, fallback)).toBe(fallback);
  });
});
