import type { afterCall, audit, auth, call, charge, content, dispute, matching, notification, payment, plan, recording, withdrawal } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import type { ApiRoute } from '../http/api-routes';
import { adminOverviewRoutes } from './admin-overview-routes';
import { adminRoutes } from './admin-routes';
import { afterCallRoutes } from './after-call-routes';
import { analyticsRoutes } from './analytics-routes';
import { auditRoutes } from './audit-routes';
import { knownCategories } from './known-categories';
import { authRoutes } from './auth-routes';
import { callRoutes } from './call-routes';
import { chargeRoutes } from './charge-routes';
import { contentAdminRoutes } from './content-admin-routes';
import { contentRoutes } from './content-routes';
import { disputeRoutes } from './dispute-routes';
import { disputeCallRoutes } from './dispute-call-routes';
import type { DistanceLookups } from './distance-lookups';
import { matchingRoutes } from './matching-routes';
import { notificationRoutes } from './notification-routes';
import { paymentRoutes } from './payment-routes';
import { profileRoutes } from './profile-routes';
import { recordingRoutes } from './recording-routes';
import { socialRoutes } from './social-routes';
import { withdrawalRoutes } from './withdrawal-routes';
import { payoutReviewRoutes } from './payout-review-routes';
import { peopleRoutes } from './people-routes';
import { planRoutes } from './plan-routes';
import { subscriptionRoutes } from './subscription-routes';
import { flagActionRoutes } from './flag-action-routes';
import { ownWarningsRoutes } from './own-warnings-routes';
import { adminsRoutes } from './admins-routes';
import { helpAdminRoutes } from './help-admin-routes';

export interface JsonRouteDeps {
  content: PromiseClient<content.ContentServiceClient>;
  auth: PromiseClient<auth.AuthServiceClient>;
  payment: PromiseClient<payment.PaymentServiceClient>;
  /** The payment service's charges: transactions, the tab (issue 13). */
  charges: PromiseClient<charge.ChargeServiceClient>;
  matching: PromiseClient<matching.MatchingServiceClient>;
  calls: PromiseClient<call.CallServiceClient>;
  /** The call service's recordings (decision 0030). */
  recordings: PromiseClient<recording.RecordingServiceClient>;
  afterCalls: PromiseClient<afterCall.AfterCallServiceClient>;
  /** Disputes (issue 13): the payment service's DisputeService, and the auth service's files for attachments. */
  disputes: PromiseClient<dispute.DisputeServiceClient>;
  files: PromiseClient<auth.FileServiceClient>;
  /** The payment service's bank details and withdrawals (issue 13). */
  withdrawals: PromiseClient<withdrawal.WithdrawalServiceClient>;
  /** The payment service's recording storage plans (issue 25). */
  plans: PromiseClient<plan.PlanServiceClient>;
  /** The notification service (issue 14). */
  notifications: PromiseClient<notification.NotificationServiceClient>;
  /** The audit log of admin actions (decision 0065). */
  audit: PromiseClient<audit.AuditServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
  /** How often one account has seen one helper's distance (decision 0022). */
  distanceLookups: DistanceLookups;
}

/** Every JSON route the gateway serves: one per entry of the contracts' route catalogue. */
export function jsonRoutes({
  content,
  auth,
  payment,
  charges,
  matching,
  calls,
  recordings,
  afterCalls,
  disputes,
  files,
  withdrawals,
  plans,
  notifications,
  audit,
  deadlineMs,
  strictRateLimit,
  distanceLookups,
}: JsonRouteDeps): ApiRoute[] {
  const categories = knownCategories({ content, deadlineMs });
  return [
    ...contentRoutes({ content, deadlineMs, strictRateLimit }),
    ...contentAdminRoutes({ content, deadlineMs }),
    ...helpAdminRoutes({ content, files, deadlineMs }),
    ...authRoutes({ auth, deadlineMs, strictRateLimit, categories }),
    ...socialRoutes({ auth, deadlineMs, strictRateLimit, categories }),
    ...profileRoutes({ auth, deadlineMs, categories }),
    ...adminRoutes({ auth, deadlineMs, strictRateLimit }),
    ...paymentRoutes({ payment, deadlineMs }),
    ...chargeRoutes({ charges, deadlineMs }),
    ...analyticsRoutes({ charges, afterCalls, deadlineMs }),
    ...matchingRoutes({ matching, auth, content, distanceLookups, deadlineMs }),
    ...callRoutes({ calls, deadlineMs }),
    ...recordingRoutes({ recordings, deadlineMs }),
    ...afterCallRoutes({ afterCalls, charges, deadlineMs }),
    ...disputeRoutes({ disputes, files, deadlineMs }),
    ...disputeCallRoutes({ disputes, afterCalls, auth, deadlineMs }),
    ...withdrawalRoutes({ withdrawals, auth, deadlineMs }),
    ...planRoutes({ plans, deadlineMs }),
    ...subscriptionRoutes({ plans, deadlineMs }),
    ...payoutReviewRoutes({ withdrawals, auth, deadlineMs }),
    ...notificationRoutes({ notifications, deadlineMs }),
    ...auditRoutes({ audit, deadlineMs }),
    ...adminOverviewRoutes({ auth, calls, charges, matching, deadlineMs }),
    ...peopleRoutes({ auth, calls, charges, disputes, deadlineMs }),
    ...flagActionRoutes({ auth, afterCalls, deadlineMs }),
    ...ownWarningsRoutes({ auth, deadlineMs }),
    ...adminsRoutes({ auth, deadlineMs, strictRateLimit }),
  ];
}
