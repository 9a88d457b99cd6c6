/**
 * Test-only: notifications as the gateway answers them and a fetch that serves
 * /notifications/* from an in-memory list (paged like the server, newest first), recording every
 * call. Never imported by app code.
 */
import type { Notification, NotificationPreferences } from '@helpwire/contracts';
import type { RealtimeClient } from '@helpwire/web-core';
import { notificationTextsReady } from '../texts';
import { setupI18n } from '@helpwire/web-core';
import { jsonResponse, resetBrowserState } from '@helpwire/web-testing';

/** A notification with en and ar texts; `n` orders them (higher is newer). */
export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    read: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    kind: 'HELPER_VERIFIED',
    translations: [
      { language: 'en', title: `Notice ${n}`, body: `Body <b>${n}</b>` },
      { language: 'ar', title: `إشعار ${n}`, body: `نص ${n}` },
    ],
    identify: { link: '/helper/dashboard' },
    ...overrides,
  };
}

export interface NotificationServer {
  items: Notification[];
  preferences: NotificationPreferences;
  calls: { method: string; path: string; query: URLSearchParams; body: unknown }[];
  /** When set, a mark-read call waits for this before answering. */
  holdMarkRead?: Promise<void>;
  fetch: jest.Mock;
}

/** Installs the fetch; `items` newest first as the server keeps them. */
export function notificationServer(items: Notification[], preferences: NotificationPreferences = { push: true, email: true, sms: false }): NotificationServer {
  const server: NotificationServer = { items, preferences, calls: [], fetch: jest.fn() };
  const ok = (data: unknown, meta?: unknown) => jsonResponse(200, { statusCode: 200, message: 'Success', data, meta });
  server.fetch.mockImplementation(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/v1/, '');
    server.calls.push({ method, path, query: url.searchParams, body });
    if (method === 'GET' && path === '/notifications/getAllNotifications') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const lastPage = Math.max(1, Math.ceil(server.items.length / limit));
      return ok(server.items.slice((page - 1) * limit, page * limit), { currentPage: page, lastPage, total: server.items.length });
    }
    if (method === 'GET' && path === '/notifications/unreadCount') return ok({ unread: server.items.filter((item) => !item.read).length });
    if (method === 'PUT' && path.startsWith('/notifications/updateNotification/')) {
      await server.holdMarkRead;
      const id = path.split('/').pop();
      server.items = server.items.map((item) => (item.id === id ? { ...item, read: true } : item));
      return ok(server.items.find((item) => item.id === id));
    }
    if (method === 'PUT' && path === '/notifications/markAllRead') {
      const updated = server.items.filter((item) => !item.read).length;
      server.items = server.items.map((item) => ({ ...item, read: true }));
      return ok({ updated });
    }
    if (method === 'GET' && path === '/notifications/preference') return ok(server.preferences);
    if (method === 'PUT' && path === '/notifications/preference') {
      server.preferences = { ...server.preferences, ...(body as Partial<NotificationPreferences>) };
      return ok(server.preferences);
    }
    if (method === 'GET' && path === '/notifications/push/public-key')
      return ok({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' });
    if (method === 'POST' && path === '/notifications/push/subscribe')
      return jsonResponse(201, { statusCode: 201, message: 'Push notifications are on for this browser', data: { endpoint: 'x', active: true } });
    return jsonResponse(404, { statusCode: 404, message: 'Route not found' });
  });
  global.fetch = server.fetch as unknown as typeof globalThis.fetch;
  return server;
}

/** A realtime client that never connects; `deliver` plays a server event to the listeners. */
export function fakeRealtime(): { client: RealtimeClient; deliver: (name: string, payload: unknown) => void } {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const client = {
    status: 'connected',
    connect: async () => undefined,
    disconnect: () => undefined,
    onStatus: () => () => undefined,
    on: (name: string, handler: (payload: unknown) => void) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => set.delete(handler);
    },
  } as unknown as RealtimeClient;
  return { client, deliver: (name, payload) => handlers.get(name)?.forEach((handler) => handler(payload)) };
}

/** The texts loaded once, and a first visit in English before each test. */
export function usesNotificationTexts(): void {
  beforeAll(async () => {
    await setupI18n();
    await notificationTextsReady();
  });
  beforeEach(async () => {
    await resetBrowserState();
  });
}
