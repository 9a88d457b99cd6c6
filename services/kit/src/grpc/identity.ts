import { Metadata } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';

/** Who is calling and in which language, as the gateway verified it. Passed as gRPC metadata. */
export interface Identity {
  userId?: string;
  role?: string;
  /** The session token's id (jti), for logout and session checks. */
  tokenId?: string;
  requestId: string;
  /** The caller's language code, e.g. "en" or "ar". */
  language: string;
  traceparent?: string;
  /**
   * When the request this call serves must be answered (epoch ms); calls made while serving it end
   * by then. Not metadata: gRPC carries it as the call's own deadline (grpc-timeout).
   */
  deadline?: number;
}

const KEYS = {
  userId: 'x-user-id',
  role: 'x-role',
  tokenId: 'x-token-id',
  requestId: 'x-request-id',
  language: 'accept-language',
  traceparent: 'traceparent',
} as const;

export function identityToMetadata(identity: Identity, metadata = new Metadata()): Metadata {
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = identity[field];
    if (value) metadata.set(key, value);
  }
  return metadata;
}

export function identityFromMetadata(metadata: Metadata): Identity {
  const read = (key: string): string | undefined => {
    const value = metadata.get(key)[0];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  return {
    userId: read(KEYS.userId),
    role: read(KEYS.role),
    tokenId: read(KEYS.tokenId),
    requestId: read(KEYS.requestId) ?? randomUUID(),
    language: read(KEYS.language) ?? 'en',
    traceparent: read(KEYS.traceparent),
  };
}
