import { afterCall, call, callNames, dispute, type charge } from '@helpwire/proto';
import type { Logger } from '@helpwire/service-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoAccountIds, DemoClients } from './demo-clients';
import { sidesOf } from './demo-clients';
import { DEMO_CATEGORY, DEMO_WITHDRAWAL, demoCalls, type DemoCall } from './demo-history-script';
import type { HistoryClock } from './history-clock';

export interface DemoHistoryDeps {
  clients: DemoClients;
  ids: DemoAccountIds;
  clock: HistoryClock;
  /** Runs the payment service's money jobs now (the 72-hour release) and waits for them. */
  runMoneyJobs: () => Promise<void>;
  logger: Pick<Logger, 'info'>;
  now?: () => Date;
}

const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
const usd = (cents: number) => ({ currency: 'USD', amountMinor: String(cents) });

/** Tries `attempt` until it answers (the other services learn of each step through events, a moment later). */
async function eventually<T>(what: string, attempt: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`demo history: ${what}: ${error instanceof Error ? error.message : String(error)}`);
      await sleep(150);
    }
  }
}

/** The moment a scripted call was asked for: `daysAgo` days before today, at its hour (UTC). */
function momentOf(demo: DemoCall, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - demo.daysAgo);
  return new Date(day + demo.hour * 3_600_000);
}

/**
 * Plays the demo user's and helper's past four weeks through the services' own use cases, over
 * gRPC as the gateway calls them (decision 0063): a default sandbox card; each call of the script
 * asked for, accepted, joined by both, noted, left, summarised, reviewed, at its moment in the past
 * (the call service reads the history clock); then, in real time, what the payment service did with
 * them (charges, the 72-hour release), a dispute refunded in part by the admin, and a withdrawal
 * the admin approved. The notifications follow from the events, as they always do.
 */
export async function playDemoHistory(deps: DemoHistoryDeps): Promise<{ calls: number; withdrawnCents: number }> {
  const { clients, ids, clock } = deps;
  const as = sidesOf(ids);
  const now = deps.now?.() ?? new Date();

  await addDefaultCard(deps);
  await clients.auth.setAvailability({ isAvailable: true }, as.helper());
  const callIds: string[] = [];
  try {
    for (const demo of demoCalls) {
      clock.set(momentOf(demo, now));
      callIds.push(await playCall(deps, demo));
    }
  } finally {
    clock.reset();
    await clients.matching.helperDisconnected({}, as.helper()).catch(() => undefined);
    await clients.auth.setAvailability({ isAvailable: false }, as.helper()).catch(() => undefined);
  }
  // The payment service charges each call from its call.ended event.
  await eventually(
    'the calls charged',
    async () => {
      const listed: charge.ListTransactionsResponse = await clients.charges.listTransactions({ range: 0, status: 0, limit: 50 }, as.helper());
      if (listed.transactions.length < callIds.length) throw new Error(`${listed.transactions.length} of ${callIds.length} charged`);
    },
    30_000,
  );
  await disputeAndRefund(deps, demoCalls, callIds);
  await deps.runMoneyJobs();
  const withdrawnCents = await withdraw(deps);
  deps.logger.info({ calls: callIds.length, withdrawnCents }, 'demo history played');
  return { calls: callIds.length, withdrawnCents };
}

async function addDefaultCard({ clients, ids }: DemoHistoryDeps): Promise<void> {
  const as = sidesOf(ids);
  const intent = await clients.cards.createSetupIntent({}, as.user());
  await clients.cards.sandboxConfirmSetup(
    {
      setupIntentId: intent.setupIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 4,
      cvc: '123',
      name: 'Demo User',
    },
    as.user(),
  );
  await clients.cards.newCardSetDefault({ setupIntentId: intent.setupIntentId }, as.user());
}

/** One call of the script, at the clock's moment: asked, accepted, both in it for its minutes, left, summarised, reviewed. */
async function playCall({ clients, ids, clock }: DemoHistoryDeps, demo: DemoCall): Promise<string> {
  const as = sidesOf(ids);
  // The helper's page is open (online), and matching knows them available and out of their last call.
  await clients.matching.helperConnected({}, as.helper());
  const asked = await eventually('a call asked for', () =>
    clients.calls.requestCall(
      {
        categoryId: DEMO_CATEGORY,
        location: DUBAI,
        languages: ['en'],
        genderPreference: callNames.genderPreferenceNames.toProto('NO_PREFERENCE'),
        helperId: ids.helper,
        callerFirstName: 'Demo',
      },
      as.user(),
    ),
  );
  const callId = asked.call!.id;
  clock.advance(12_000);
  const accepted = await clients.calls.acceptCall({ caller: { userId: ids.user, categoryId: DEMO_CATEGORY }, helperFirstName: 'Demo' }, as.helper());
  if (!accepted.accepted) throw new Error(`demo history: the helper could not accept ${callId}`);
  clock.advance(30_000);
  await clients.calls.joinMeeting({ callId }, as.user());
  await clients.calls.joinMeeting({ callId }, as.helper());
  const stretch = (demo.minutes * 60_000) / (demo.notes.length + 1);
  for (const note of demo.notes) {
    clock.advance(stretch);
    await clients.afterCalls.addNote({ callId, text: note }, as.helper());
  }
  clock.advance(stretch);
  await clients.calls.leaveCall({ callId, party: call.CallParty.CALL_PARTY_USER, kind: call.LeaveKind.LEAVE_KIND_LEFT }, as.user());
  await clients.calls.leaveCall({ callId, party: call.CallParty.CALL_PARTY_HELPER, kind: call.LeaveKind.LEAVE_KIND_LEFT }, as.helper());
  clock.advance(90_000);
  if (demo.summary) await clients.afterCalls.saveSummary({ callId, summary: demo.summary, steps: demo.notes }, as.helper());
  if (demo.helperReview) await clients.afterCalls.giveReview({ callId, rating: demo.helperReview.rating, review: demo.helperReview.text }, as.helper());
  clock.advance(120_000);
  if (demo.userReview) await clients.afterCalls.giveReview({ callId, rating: demo.userReview.rating, review: demo.userReview.text }, as.user());
  if (demo.feedback)
    await clients.afterCalls.giveFeedback(
      { callId, feedback: demo.feedback === 'POSITIVE' ? afterCall.FeedbackType.FEEDBACK_TYPE_POSITIVE : afterCall.FeedbackType.FEEDBACK_TYPE_NEGATIVE },
      as.user(),
    );
  return callId;
}

/** The user disputes the scripted call; the admin reviews it and refunds part of it. */
async function disputeAndRefund({ clients, ids }: DemoHistoryDeps, script: readonly DemoCall[], callIds: string[]): Promise<void> {
  const as = sidesOf(ids);
  for (const [index, demo] of script.entries()) {
    if (!demo.dispute) continue;
    const { dispute: opened } = await clients.disputes.createDispute(
      {
        callId: callIds[index]!,
        reason: demo.dispute.reason,
        description: demo.dispute.description,
        resolution: dispute.DisputeResolution.DISPUTE_RESOLUTION_PARTIAL_REFUND,
      },
      as.user(),
    );
    await clients.disputes.reviewDispute({ id: opened!.id }, as.admin());
    await clients.disputes.resolveDispute(
      {
        id: opened!.id,
        resolution: dispute.DisputeResolution.DISPUTE_RESOLUTION_PARTIAL_REFUND,
        amount: usd(demo.dispute.refundCents),
        note: demo.dispute.note,
      },
      as.admin(),
    );
  }
}

/** The helper adds bank details and withdraws what became available (at most $20.00); the admin pays it out. */
async function withdraw({ clients, ids }: DemoHistoryDeps): Promise<number> {
  const as = sidesOf(ids);
  const wallet = await clients.withdrawals.getWallet({}, as.helper());
  const cents = Math.min(Number(wallet.available?.amountMinor ?? '0'), DEMO_WITHDRAWAL.maxCents);
  if (cents <= 0) return 0;
  await clients.withdrawals.addBankDetails(
    {
      details: {
        title: 'Main account',
        accountName: 'Demo Helper',
        accountNumber: '0012345678',
        bankName: 'Demo Bank',
        branchName: 'Downtown',
        routingNumber: '021000021',
        swiftCode: 'DEMOAEADXXX',
        country: 'United Arab Emirates',
      },
    },
    as.helper(),
  );
  const { withdrawal: asked } = await clients.withdrawals.createWithdrawal(
    { amount: usd(cents), specialInstruction: DEMO_WITHDRAWAL.instruction },
    as.helper(),
  );
  await clients.withdrawals.reviewWithdrawal({ id: asked!.id }, as.admin());
  await clients.withdrawals.approveWithdrawal({ id: asked!.id, transactionId: DEMO_WITHDRAWAL.transactionId }, as.admin());
  return cents;
}
