import { matching } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { MatchingDeps } from './use-cases/deps';
import { ping } from './use-cases/ping';

export const matchingServiceName = 'helpwire.matching.v1.MatchingService';

/** The gRPC handlers of MatchingService: each maps one call to one use case. */
export function matchingHandlers(deps: MatchingDeps): AsyncHandlers<matching.MatchingServiceServer> {
  return {
    ping: (request) => ping(deps, request),
  };
}

export const matchingServiceDefinition = matching.MatchingServiceService;
