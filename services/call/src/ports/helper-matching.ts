import type { Identity } from '@helpwire/service-kit';
import type { NoHelperReason } from '../domain/call-failures';

export type GenderPreferenceName = 'NO_PREFERENCE' | 'MALE' | 'FEMALE';

export interface HelperSearch {
  location: { latitude: number; longitude: number };
  categoryId: string;
  languages: string[];
  genderPreference: GenderPreferenceName;
  /** Helpers already rung for this call. */
  exclude: string[];
  limit: number;
}

export interface FoundHelper {
  helperId: string;
  distanceKm: number;
}

export type { NoHelperReason } from '../domain/call-failures';

/**
 * What the call service asks the matching service (its gRPC client in production,
 * clients/matching-grpc.ts): who can be rung, and the in-call mark that makes an accept exclusive.
 */
export interface HelperMatching {
  /** The nearest free helpers, nearest first; `none` says why the list is empty. */
  findHelpers(search: HelperSearch, identity: Identity): Promise<{ helpers: FoundHelper[]; none?: NoHelperReason }>;
  /** Call-back: the one chosen helper, when they can take a call in the category now. */
  helperCandidate(helperId: string, categoryId: string, location: HelperSearch['location'], identity: Identity): Promise<FoundHelper | undefined>;
  /** Marks the helper in this call (compare-and-set): false when they are already in another one. */
  setInCall(helperId: string, callId: string, identity: Identity): Promise<boolean>;
  /** Undoes setInCall for this call only (an accept that did not commit). */
  clearInCall(helperId: string, callId: string, identity: Identity): Promise<void>;
}
