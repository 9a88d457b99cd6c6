import { AuthTexts, DisputeTexts, routes, type Dispute, type DisputeFile } from '@helpwire/contracts';
import { authNames, disputeNames, type auth, type dispute } from '@helpwire/proto';
import { AppError, Money, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface DisputeRouteDeps {
  disputes: PromiseClient<dispute.DisputeServiceClient>;
  /** To check and keep an attachment: the caller's own DISPUTE upload, marked attached. */
  files: PromiseClient<auth.FileServiceClient>;
  deadlineMs: number;
}

type Side = 'USER' | 'HELPER' | 'ADMIN';

/** /dispute/user answers USER sessions, /dispute/helper HELPER sessions and /admin/disputes ADMIN sessions only. */
function requireRole(identity: Identity, ...roles: Side[]): void {
  if (!roles.includes(identity.role as Side)) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

const cents = (money: { amountMinor: string; currency: string } | undefined) => (money ? Number(Money.fromProto(money).amountMinor) : null);
const fileJson = (file: dispute.DisputeFile | undefined): DisputeFile | null =>
  file ? { id: file.id, name: file.name, mimeType: file.mimeType, size: Number(file.size), url: `/api/v1/files/${file.id}` } : null;

/** A dispute as the REST API answers it (spec §3 Dispute). */
export function disputeJson(d: dispute.Dispute): Dispute {
  return {
    id: d.id,
    callId: d.callId,
    openedBy: disputeNames.disputeSideNames.nameOf(d.openedBy) as 'USER' | 'HELPER',
    reason: d.reason,
    description: d.description,
    resolution: disputeNames.disputeResolutionNames.nameOf(d.resolution),
    status: disputeNames.disputeStatusNames.nameOf(d.status),
    attachment: fileJson(d.attachment),
    adminResolution: disputeNames.disputeResolutionNames.fromProto(d.adminResolution) ?? null,
    adminAttachment: fileJson(d.adminAttachment),
    refundedAmountCents: cents(d.refunded),
    compensationCents: cents(d.compensation),
    note: d.note ?? null,
    callPriceCents: cents(d.callPrice) ?? 0,
    createdAt: d.createdAt?.toISOString() ?? '',
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The facts of an attachment the caller uploaded for a dispute: it must be the caller's own DISPUTE
 * upload. The auth service marks it attached in the same step (so the stale-upload clean-up keeps
 * it for as long as the dispute links to it), before the dispute records it.
 */
async function attachmentOf(
  files: DisputeRouteDeps['files'],
  id: string | undefined,
  identity: Identity,
  deadlineMs: number,
): Promise<dispute.DisputeFile | undefined> {
  if (!id) return undefined;
  try {
    const { file } = await files.attachDisputeFile({ id }, { identity, deadlineMs });
    if (!file || authNames.filePurposeNames.fromProto(file.purpose) !== 'DISPUTE')
      throw AppError.invalid(DisputeTexts.attachmentNotUsable, 'DISPUTE_ATTACHMENT_NOT_USABLE');
    return { id: file.id, name: file.name, mimeType: file.mimeType, size: String(file.size) };
  } catch (error) {
    if (error instanceof AppError && error.reason === 'UPLOAD_FILE_NOT_FOUND')
      throw AppError.invalid(DisputeTexts.attachmentNotUsable, 'DISPUTE_ATTACHMENT_NOT_USABLE');
    throw error;
  }
}

/** Spec §7 /dispute/create, /dispute/user, /dispute/helper (list and by id), and the admin's review and resolution. */
export function disputeRoutes({ disputes, files, deadlineMs }: DisputeRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  const side = (name: Side) => disputeNames.disputeSideNames.toProto(name);
  const list = (contract: typeof routes.dispute.user | typeof routes.dispute.helper, role: 'USER' | 'HELPER') =>
    defineRoute(contract, {
      tag: 'Disputes',
      summary:
        role === 'USER' ? "The user's disputes (opened by them or about their calls), newest first" : "The helper's disputes (about their calls), newest first",
      handler: async ({ query, identity }) => {
        requireRole(identity, role);
        const answer = await disputes.listDisputes({ side: side(role), page: query.page, limit: query.limit, status: 0 }, opts(identity));
        return { data: answer.disputes.map(disputeJson), meta: { currentPage: answer.currentPage, lastPage: answer.lastPage, total: answer.total } };
      },
    });
  const byId = (contract: typeof routes.dispute.userById | typeof routes.dispute.helperById, role: 'USER' | 'HELPER') =>
    defineRoute(contract, {
      tag: 'Disputes',
      summary: `One of the ${role.toLowerCase()}'s disputes; any other id: 404 "Dispute not found"`,
      handler: async ({ params, identity }) => {
        requireRole(identity, role);
        return { data: disputeJson((await disputes.getDispute({ id: params.id!, side: side(role) }, opts(identity))).dispute!) };
      },
    });

  return [
    defineRoute(routes.dispute.create, {
      tag: 'Disputes',
      summary:
        "The call's user or helper disputes one of their charged calls: reason, description, desired resolution, optional attachment (a DISPUTE upload: image or PDF, ≤ 25 MB). One open dispute per call",
      handler: async ({ body, identity }) => {
        requireRole(identity, 'USER', 'HELPER');
        const attachment = await attachmentOf(files, body.attachment, identity, deadlineMs);
        const answer = await disputes.createDispute(
          {
            callId: body.callId,
            reason: body.reason,
            description: body.description,
            resolution: disputeNames.disputeResolutionNames.toProto(body.resolution),
            attachment,
          },
          opts(identity),
        );
        return { data: disputeJson(answer.dispute!), statusCode: 201, message: DisputeTexts.created };
      },
    }),
    list(routes.dispute.user, 'USER'),
    byId(routes.dispute.userById, 'USER'),
    list(routes.dispute.helper, 'HELPER'),
    byId(routes.dispute.helperById, 'HELPER'),
    defineRoute(routes.adminDisputes.list, {
      tag: 'Admin',
      summary: 'Every dispute, optionally of one status, newest first (admins only)',
      handler: async ({ query, identity }) => {
        const answer = await disputes.listDisputes(
          { side: side('ADMIN'), page: query.page, limit: query.limit, status: disputeNames.disputeStatusNames.parse(query.status) },
          opts(identity),
        );
        return { data: answer.disputes.map(disputeJson), meta: { currentPage: answer.currentPage, lastPage: answer.lastPage, total: answer.total } };
      },
    }),
    defineRoute(routes.adminDisputes.review, {
      tag: 'Admin',
      summary: 'Takes a PENDING dispute IN_REVIEW (admins only)',
      handler: async ({ params, identity }) => {
        return { data: disputeJson((await disputes.reviewDispute({ id: params.id! }, opts(identity))).dispute!), message: DisputeTexts.inReview };
      },
    }),
    defineRoute(routes.adminDisputes.resolve, {
      tag: 'Admin',
      summary:
        'Resolves a dispute (admins only). FULL_REFUND refunds what is left of the price; PARTIAL_REFUND amountCents; COMPENSATION pays the helper amountCents. A refund goes back to the card and off the tab; a retry of the same decision moves nothing twice',
      handler: async ({ params, body, identity }) => {
        const attachment = await attachmentOf(files, body.attachment, identity, deadlineMs);
        const amount = body.amountCents == null ? undefined : Money.of(BigInt(body.amountCents), 'USD').toProto();
        const answer = await disputes.resolveDispute(
          { id: params.id!, resolution: disputeNames.disputeResolutionNames.toProto(body.resolution), amount, note: body.note ?? undefined, attachment },
          opts(identity),
        );
        return { data: disputeJson(answer.dispute!), message: DisputeTexts.resolved };
      },
    }),
  ];
}
