import { routes } from '@helpwire/contracts';
import { contentPolicies, type content } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toEditableCategory } from './content-mappers';
import { toPolicyVersion } from './policy-mappers';

const cents = (amount: number) => ({ currency: 'USD', amountMinor: String(amount) });

/**
 * The console's categories and policies (issue 24, item 7; decision 0081), admins only: every
 * category as stored, hide or show one, add or remove a specialty, each policy's versions, publish
 * one and withdraw a scheduled one. The content service checks the role again and audits each change.
 */
export function contentAdminRoutes({ content, deadlineMs }: { content: PromiseClient<content.ContentServiceClient>; deadlineMs: number }): ApiRoute[] {
  return [
    defineRoute(routes.adminCategories.list, {
      tag: 'Admin',
      summary: 'Every category and specialty as stored, hidden ones too, each top-level one followed by its specialties (admins only)',
      handler: async ({ identity }) => ({ data: (await content.listEditableCategories({}, { identity, deadlineMs })).categories.map(toEditableCategory) }),
    }),
    defineRoute(routes.adminCategories.setVisibility, {
      changesPublicReads: true,
      tag: 'Admin',
      summary:
        'Hide a category (visible=false: gone from the public lists and from new requests; calls already asked for go on) or show it again (admins only, with a reason; audited)',
      handler: async ({ params, body, identity }) => {
        const { category } = await content.setCategoryVisibility({ id: params.id!, visible: body.visible, reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableCategory(category!) };
      },
    }),
    defineRoute(routes.adminCategories.addSpecialty, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: 'Add a specialty under a top-level category: its name and description in English and Arabic and its rate (admins only, with a reason; audited)',
      handler: async ({ params, body, identity }) => {
        const { category } = await content.addSpecialty(
          { parentId: params.id!, name: body.name, description: body.description, ratePerMinute: cents(body.rateCentsPerMinute), reason: body.reason },
          { identity, deadlineMs },
        );
        return { data: toEditableCategory(category!), statusCode: 201 };
      },
    }),
    defineRoute(routes.adminCategories.removeSpecialty, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: 'Remove a specialty: never listed again, its id kept for the calls that name it (admins only, with a reason; audited)',
      handler: async ({ params, body, identity }) => {
        const { category } = await content.removeSpecialty({ id: params.id!, reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableCategory(category!) };
      },
    }),
    defineRoute(routes.adminPolicies.list, {
      tag: 'Admin',
      summary: "Each policy's versions, newest first: in effect today, scheduled, past or withdrawn (admins only)",
      handler: async ({ identity }) => {
        const { policies } = await content.listPolicyVersions({}, { identity, deadlineMs });
        return { data: policies.map((p) => ({ type: p.slug as 'privacy' | 'terms', versions: p.versions.map(toPolicyVersion) })) };
      },
    }),
    defineRoute(routes.adminPolicies.publish, {
      changesPublicReads: true,
      tag: 'Admin',
      summary:
        'Publish a new version of a policy: title and sections in English and Arabic, what changed, and the UTC day it takes effect (today or later; admins only; audited)',
      handler: async ({ params, body, identity }) => {
        const request = contentPolicies.PublishPolicyVersionRequest.fromPartial({
          slug: params.type!,
          title: body.title,
          sections: body.sections,
          summary: body.summary,
          effectiveFrom: new Date(`${body.effectiveFrom}T00:00:00.000Z`),
        });
        const { version } = await content.publishPolicyVersion(request, { identity, deadlineMs });
        return { data: toPolicyVersion(version!), statusCode: 201 };
      },
    }),
    defineRoute(routes.adminPolicies.withdraw, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: 'Withdraw a scheduled version before its day (admins only, with a reason; audited)',
      handler: async ({ params, body, identity }) => {
        const { version } = await content.withdrawPolicyVersion({ id: params.id!, reason: body.reason }, { identity, deadlineMs });
        return { data: toPolicyVersion(version!) };
      },
    }),
  ];
}
