import { afterCall, auth, call, charge, dispute, matching, payment, withdrawal } from '@helpwire/proto';
import { createPromiseClient, type Identity, type RunningRegisteredService } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';

/** How long each call of the demo history may take. */
const DEADLINE_MS = 15_000;

/** The services' gRPC clients the demo history is played through, at the addresses of the started services. */
export function demoClients(registered: readonly RunningRegisteredService[]) {
  const addressOf = (name: string) => {
    const service = registered.find((s) => s.name === name);
    if (!service) throw new Error(`the demo history needs the ${name} service`);
    return service.address;
  };
  const clients = {
    auth: createPromiseClient(auth.AuthServiceClient, addressOf('auth')),
    matching: createPromiseClient(matching.MatchingServiceClient, addressOf('matching')),
    calls: createPromiseClient(call.CallServiceClient, addressOf('call')),
    afterCalls: createPromiseClient(afterCall.AfterCallServiceClient, addressOf('call')),
    cards: createPromiseClient(payment.PaymentServiceClient, addressOf('payment')),
    charges: createPromiseClient(charge.ChargeServiceClient, addressOf('payment')),
    disputes: createPromiseClient(dispute.DisputeServiceClient, addressOf('payment')),
    withdrawals: createPromiseClient(withdrawal.WithdrawalServiceClient, addressOf('payment')),
  };
  return {
    ...clients,
    close() {
      for (const client of Object.values(clients)) client.close();
    },
  };
}

export type DemoClients = ReturnType<typeof demoClients>;

/** The demo accounts' ids (from the auth service's seed). */
export interface DemoAccountIds {
  user: string;
  helper: string;
  admin: string;
}

/** What each side's calls carry: its identity (as the gateway would after checking the session) and a deadline. */
export function sidesOf(ids: DemoAccountIds) {
  const as = (userId: string, role: string) => () => ({
    identity: { userId, role, requestId: `demo-history-${randomUUID()}`, language: 'en' } satisfies Identity,
    deadlineMs: DEADLINE_MS,
  });
  return { user: as(ids.user, 'USER'), helper: as(ids.helper, 'HELPER'), admin: as(ids.admin, 'ADMIN') };
}
