import type { FoundHelper, HelperMatching, HelperSearch, NoHelperReason } from '../src/ports/helper-matching';

export interface ListedHelper {
  helperId: string;
  categoryId: string;
  distanceKm: number;
  online: boolean;
}

/**
 * HelperMatching over a list the test writes, with the matching service's contract (nearest first,
 * exclusions, limit, why none, an in-call compare-and-set). The use-case tests use it because the
 * matching service is another branch of this issue; tests/contract/call-*.int.test.ts run the call
 * service against the real one.
 */
export class ListedHelpers implements HelperMatching {
  readonly helpers: ListedHelper[] = [];
  readonly inCall = new Map<string, string>();
  readonly searches: HelperSearch[] = [];
  /** When set, every search fails with it (the matching service unreachable). */
  failure: Error | undefined;

  add(helper: ListedHelper): ListedHelper {
    this.helpers.push(helper);
    return helper;
  }

  private free(categoryId: string): ListedHelper[] {
    return this.helpers.filter((h) => h.categoryId === categoryId && h.online && !this.inCall.has(h.helperId));
  }

  async findHelpers(search: HelperSearch): Promise<{ helpers: FoundHelper[]; none?: NoHelperReason }> {
    this.searches.push(search);
    if (this.failure) throw this.failure;
    const found = this.free(search.categoryId)
      .filter((h) => !search.exclude.includes(h.helperId))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, search.limit)
      .map(({ helperId, distanceKm }) => ({ helperId, distanceKm }));
    if (found.length > 0) return { helpers: found };
    return { helpers: [], none: this.helpers.some((h) => h.categoryId === search.categoryId) ? 'NONE_AVAILABLE' : 'NO_HELPER_IN_CATEGORY' };
  }

  async helperCandidate(helperId: string, categoryId: string): Promise<FoundHelper | undefined> {
    const helper = this.free(categoryId).find((h) => h.helperId === helperId);
    return helper ? { helperId, distanceKm: helper.distanceKm } : undefined;
  }

  async setInCall(helperId: string, callId: string): Promise<boolean> {
    const current = this.inCall.get(helperId);
    if (current && current !== callId) return false;
    this.inCall.set(helperId, callId);
    return true;
  }

  async clearInCall(helperId: string, callId: string): Promise<void> {
    if (this.inCall.get(helperId) === callId) this.inCall.delete(helperId);
  }
}
