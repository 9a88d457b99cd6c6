import { matching } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { categoryHasApprovedHelpers } from '../use-cases/category-has-approved-helpers';
import { countHelpersOnline } from '../use-cases/count-helpers-online';
import type { MatchingDeps } from '../use-cases/deps';
import { findHelpers } from '../use-cases/find-helpers';
import { getHelperCandidate } from '../use-cases/get-helper-candidate';
import { helperConnected, helperDisconnected, helperHeartbeat, helperHeartbeats } from '../use-cases/helper-presence';
import { clearInCall, setInCall } from '../use-cases/in-call';

export const matchingServiceName = 'helpwire.matching.v1.MatchingService';

/** The gRPC handlers of MatchingService: each maps one call to one use case. */
export function matchingHandlers(deps: MatchingDeps): AsyncHandlers<matching.MatchingServiceServer> {
  return {
    findHelpers: (request) => findHelpers(deps, request),
    getHelperCandidate: (request) => getHelperCandidate(deps, request),
    categoryHasApprovedHelpers: (request) => categoryHasApprovedHelpers(deps, request),
    helperConnected: (_request, ctx) => helperConnected(deps, ctx),
    helperHeartbeat: (_request, ctx) => helperHeartbeat(deps, ctx),
    helperHeartbeats: (request) => helperHeartbeats(deps, request),
    helperDisconnected: (_request, ctx) => helperDisconnected(deps, ctx),
    setInCall: (request) => setInCall(deps, request),
    clearInCall: (request) => clearInCall(deps, request),
    countHelpersOnline: (_request, ctx) => countHelpersOnline(deps, ctx),
  };
}

export const matchingServiceDefinition = matching.MatchingServiceService;
