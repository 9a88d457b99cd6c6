import type { ErrorReason } from '@helpwire/contracts';
import { runtimeConfig } from '../config/runtime-config';
import { errorText } from '../i18n/error-text';
import { currentLanguage } from '../i18n/language-preference';
import { useAppStore } from '../store/app-store';
import { toast } from '../store/toasts';
import { readToken, removeToken } from '../session/token-storage';

export const HTTP_TIMEOUT_MS = 30_000;
/** How often a read answered 503 with Retry-After is asked again, and the longest wait honoured. */
export const UNAVAILABLE_RETRIES = 2;
const MAX_RETRY_AFTER_MS = 5_000;

/** The wait a 503 asks for (Retry-After in seconds, at most 5 s), or undefined for any other answer. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = response.status === 503 ? Number(response.headers.get('Retry-After') || NaN) : NaN;
  return seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
}

export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
  meta?: { currentPage: number; lastPage: number; total: number };
}

/**
 * A request the server answered with an error envelope, or that never got an answer. `code` is the
 * envelope's stable reason (decision 0016): route and translate by it, never by the message text.
 */
export class ApiError extends Error {
  readonly code: ErrorReason | undefined;

  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = errorCodesOf(body)[0];
  }
}

/** The reason code of each message of an error envelope (`codes` when the list has several, else `code`). */
export function errorCodesOf(body: unknown): ErrorReason[] {
  if (!body || typeof body !== 'object') return [];
  const { code, codes } = body as { code?: unknown; codes?: unknown };
  if (Array.isArray(codes) && codes.every((c) => typeof c === 'string')) return codes as ErrorReason[];
  return typeof code === 'string' ? [code as ErrorReason] : [];
}

interface Hooks {
  /** After a 401: the app sends the user home. */
  onUnauthorized: () => void;
  /** The translated fallback error text ("something went wrong"). */
  fallbackError: () => string;
}

let hooks: Hooks = {
  onUnauthorized: () => window.location.assign('/'),
  fallbackError: () => 'Something went wrong',
};

export function configureHttpClient(next: Partial<Hooks>): void {
  hooks = { ...hooks, ...next };
}

/** The session ended (a 401, or the realtime channel still "Forbidden" with a fresh token): token and credentials cleared, then home. */
export function endSession(): void {
  removeToken();
  useAppStore.getState().clearCredentials();
  hooks.onUnauthorized();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Show the failure as a red toast, translated by its code (default true). */
  toastErrors?: boolean;
  /**
   * What a 401 means: the session ended (default: the token is cleared and the app goes home), or,
   * for sign-in calls, only that the credentials were wrong ('credentials').
   */
  unauthorizedMeans?: 'session-ended' | 'credentials';
  /** The request outlives the page (a leave sent while the tab closes). */
  keepalive?: boolean;
}

/** The message to show for a failed call: response.data.message (or its first entry), else the fallback. */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/**
 * Calls the API (spec §7): Accept and JSON content type, the bearer token when one is stored,
 * accept-language from the stored language, a 30 s timeout. A read answered 503 with Retry-After is
 * asked again (twice at most) after that time. A 401 clears the token and goes home;
 * no answer at all raises the global network-error flag; a failure toasts the text of its reason
 * code in the reader's language (the server's text only for a code the web does not know).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', query, body, signal, toastErrors = true, unauthorizedMeans = 'session-ended', keepalive } = options;
  const url = new URL(`${runtimeConfig().apiBase}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'accept-language': currentLanguage(),
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    const send = () =>
      fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: combined, ...(keepalive ? { keepalive } : {}) });
    response = await send();
    // "Try again in a moment" (503 + Retry-After: the session check or a service was briefly out of
    // reach): a read is asked again after the time the server gives, before anyone is told.
    for (let retry = 0; method === 'GET' && retry < UNAVAILABLE_RETRIES && retryAfterMs(response) !== undefined; retry += 1) {
      // An abort meanwhile makes the next fetch throw at once.
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response)));
      response = await send();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    useAppStore.getState().setNetworkError(true);
    throw new ApiError(hooks.fallbackError(), null, null);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (response.ok) return parsed as Envelope<T>;
  if (response.status === 401 && unauthorizedMeans === 'session-ended') endSession();
  const message = errorMessageOf(parsed, hooks.fallbackError());
  const error = new ApiError(message, response.status, parsed);
  if (toastErrors) toast.error(errorText({ code: error.code, message: errorMessageOf(parsed, '') }, hooks.fallbackError()));
  throw error;
}
