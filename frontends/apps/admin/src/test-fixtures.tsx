/** Test-only fixtures of the admin remote (never imported by its pages). */
import { currentUser, fileRef, renderSignedInPage } from '@helpwire/account/testing';
import type { ComponentType } from 'react';
import type { ContactMessage, ReviewedHelper } from './admin-api';

export const ADMIN = currentUser({
  id: 'a-1',
  roleId: 3,
  role: { name: 'ADMIN' },
  roles: ['ADMIN'],
  firstName: 'Ops',
  lastName: 'Admin',
  email: 'admin@helpwire.local',
});

/** A helper in the review queue: an ID card (an image) and one document (a PDF). */
export function reviewedHelper(id: string, overrides: Partial<ReviewedHelper> = {}): ReviewedHelper {
  return currentUser({
    id,
    roleId: 2,
    role: { name: 'HELPER' },
    roles: ['HELPER'],
    verificationStatus: 'IN_REVIEW',
    firstName: `Helper`,
    lastName: id.toUpperCase(),
    email: `${id}@example.com`,
    idCard: { ...fileRef(`id-${id}`, `id-${id}.png`, 'ID_CARD'), url: `/api/v1/files/id-${id}`, createdAt: '2026-12-01T09:00:00Z' },
    documents: [{ ...fileRef(`doc-${id}`, `licence-${id}.pdf`, 'DOCUMENT'), url: `/api/v1/files/doc-${id}`, createdAt: '2026-12-01T09:05:00Z' }],
    ...overrides,
  });
}

export function contactMessage(id: string, overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    name: 'Maya Karam',
    email: 'maya@example.com',
    subject: 'My refund',
    message: 'The helper never joined the call.\nCan I get my money back?',
    language: 'en',
    accountId: 'u-1',
    createdAt: '2026-12-06T10:00:00Z',
    status: 'NEW',
    statusChangedAt: null,
    replies: [],
    ...overrides,
  };
}

/**
 * The files route as the browser reads it (GET /api/v1/files/:id, bearer token): a blob of the
 * file's type; every other request goes to the JSON mock installed before. Object URLs are faked
 * (jsdom has none).
 */
export function serveFiles(types: Record<string, string>, failing: string[] = []): { reads: { id: string; authorization: string | undefined }[] } {
  const reads: { id: string; authorization: string | undefined }[] = [];
  const json = global.fetch;
  global.fetch = (async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const id = /^\/api\/v1\/files\/(.+)$/.exec(path)?.[1];
    if (!id) return json(input, init);
    reads.push({ id, authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
    if (failing.includes(id)) return { ok: false, status: 500, blob: async () => new Blob([]) } as unknown as Response;
    return { ok: true, status: 200, blob: async () => new Blob(['bytes'], { type: types[id] ?? 'application/octet-stream' }) } as unknown as Response;
  }) as typeof fetch;
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob.type}`);
  URL.revokeObjectURL = jest.fn();
  return { reads };
}

export const renderAdminPage = (Page: ComponentType) => renderSignedInPage(Page, ADMIN);
