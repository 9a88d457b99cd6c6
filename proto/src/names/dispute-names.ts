import { DisputeResolution, DisputeSide, DisputeStatus } from '../gen/helpwire/payment/v1/dispute';
import { enumNames } from './enum-names';

/** Spec §4's dispute statuses. */
export const disputeStatusNames = enumNames(DisputeStatus.DISPUTE_STATUS_UNSPECIFIED, {
  PENDING: DisputeStatus.DISPUTE_STATUS_PENDING,
  IN_REVIEW: DisputeStatus.DISPUTE_STATUS_IN_REVIEW,
  RESOLVED: DisputeStatus.DISPUTE_STATUS_RESOLVED,
});

/** Spec §4's dispute resolutions. */
export const disputeResolutionNames = enumNames(DisputeResolution.DISPUTE_RESOLUTION_UNSPECIFIED, {
  FULL_REFUND: DisputeResolution.DISPUTE_RESOLUTION_FULL_REFUND,
  PARTIAL_REFUND: DisputeResolution.DISPUTE_RESOLUTION_PARTIAL_REFUND,
  USER_WARNING: DisputeResolution.DISPUTE_RESOLUTION_USER_WARNING,
  USER_BAN: DisputeResolution.DISPUTE_RESOLUTION_USER_BAN,
  COMPENSATION: DisputeResolution.DISPUTE_RESOLUTION_COMPENSATION,
});

/** The side a caller reads disputes as (ADMIN: every dispute). */
export const disputeSideNames = enumNames(DisputeSide.DISPUTE_SIDE_UNSPECIFIED, {
  USER: DisputeSide.DISPUTE_SIDE_USER,
  HELPER: DisputeSide.DISPUTE_SIDE_HELPER,
  ADMIN: DisputeSide.DISPUTE_SIDE_ADMIN,
});
