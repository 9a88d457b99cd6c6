import type { RoutePaths } from './route-paths';
import { accountRoutes } from './route-catalogue/account-routes';
import { adminsRoutes } from './route-catalogue/admins-routes';
import { auditRoutes } from './route-catalogue/audit-routes';
import { callRoutes } from './route-catalogue/call-routes';
import { contentRoutes } from './route-catalogue/content-routes';
import { moneyRoutes } from './route-catalogue/money-routes';
import { notificationRoutes } from './route-catalogue/notification-routes';
import { peopleRoutes } from './route-catalogue/people-routes';
import { policyRoutes } from './route-catalogue/policy-routes';
import type { RouteContract } from './route-catalogue/route-contract';

export type { RouteContract } from './route-catalogue/route-contract';

/**
 * Every JSON route of the API with its schemas, by name (`routes.auth.login`); the gateway
 * implements each exactly once. The web imports `@helpwire/contracts/routes` instead: the same
 * names, typed by these schemas, without bundling them. Each domain's routes are in
 * route-catalogue/ (account, content, money, call, notification, audit); the areas keep their order here.
 */
export const routes = {
  auth: accountRoutes.auth,
  users: accountRoutes.users,
  helpers: accountRoutes.helpers,
  admin: accountRoutes.admin,
  categories: contentRoutes.categories,
  adminCategories: contentRoutes.adminCategories,
  content: contentRoutes.content,
  contact: contentRoutes.contact,
  newsletter: contentRoutes.newsletter,
  adminNewsletter: contentRoutes.adminNewsletter,
  adminHelp: contentRoutes.adminHelp,
  payment: moneyRoutes.payment,
  transaction: moneyRoutes.transaction,
  subscription: moneyRoutes.subscription,
  subscribedPlan: moneyRoutes.subscribedPlan,
  call: callRoutes.call,
  recording: callRoutes.recording,
  feedback: callRoutes.feedback,
  notes: callRoutes.notes,
  dispute: callRoutes.dispute,
  adminDisputes: callRoutes.adminDisputes,
  accountDetails: moneyRoutes.accountDetails,
  withdraw: moneyRoutes.withdraw,
  notifications: notificationRoutes.notifications,
  adminWithdrawals: moneyRoutes.adminWithdrawals,
  adminAudit: auditRoutes.adminAudit,
  adminPeople: peopleRoutes.adminPeople,
  adminPolicies: policyRoutes.adminPolicies,
  adminAdmins: adminsRoutes.adminAdmins,
} as const satisfies { [A in keyof RoutePaths]: { [N in keyof RoutePaths[A]]: RouteContract } };

/** Every contract of the catalogue with its name ("auth.login"). */
export function catalogueEntries(): { name: string; contract: RouteContract }[] {
  return Object.entries(routes).flatMap(([area, group]) =>
    Object.entries(group as Record<string, RouteContract>).map(([name, contract]) => ({ name: `${area}.${name}`, contract })),
  );
}
