import { z } from 'zod';
import {
  availabilityBody,
  changePasswordBody,
  deleteAccountBody,
  forgotPasswordBody,
  helperProfileUpdateBody,
  helperReviewBody,
  helperSignUpBody,
  loginBody,
  profileUpdateBody,
  registerRoleBody,
  resendOtpBody,
  resetPasswordBody,
  signUpBody,
  socialSignInBody,
  switchRoleBody,
  verifyOtpBody,
} from './auth';
import {
  allCategoriesQuery,
  categorySchema,
  contactCreatedSchema,
  contactMessageBody,
  faqQuery,
  faqSchema,
  getCategoryQuery,
  newsletterBody,
  newsletterResultSchema,
  policyQuery,
  policySchema,
  serviceOfferingSchema,
  tutorialQuery,
  tutorialSchema,
} from './content';
import {
  accountDeletedSchema,
  availabilitySchema,
  currentUserSchema,
  emptySchema,
  helperReviewedSchema,
  profileUpdatedSchema,
  sessionSchema,
  signedUpSchema,
  socialProviderListSchema,
  socialSessionSchema,
} from './current-user';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One JSON route of the REST API (spec §7), shared by the gateway (which implements it, validates
 * with `query`/`body`/`params` and answers `response` as the envelope's `data`) and the web's typed
 * client (which derives its argument and answer types from the same schemas).
 */
export interface RouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under /api/v1, e.g. "/category/getAllCategories"; ":name" marks a path parameter. */
  path: string;
  query?: Q;
  body?: B;
  /** Path parameters, e.g. `{ id }` for "/x/:id". */
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** The envelope carries `meta` (page numbers). */
  paged?: boolean;
  successStatus?: number;
  /** 'required': only with a bearer token. */
  auth?: 'public' | 'required';
}

const route = <Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, R extends z.ZodType = z.ZodType>(
  contract: RouteContract<Q, B, R>,
) => contract;

const signIn = (path: string) => route({ method: 'post', path, body: loginBody, response: sessionSchema });
const changePassword = (path: string) => route({ method: 'post', path, auth: 'required', body: changePasswordBody, response: emptySchema });
const deleteAccount = (method: 'delete' | 'post', path: string) => route({ method, path, auth: 'required', body: deleteAccountBody, response: accountDeletedSchema });
const socialSignIn = (path: string) => route({ method: 'post', path, body: socialSignInBody, response: socialSessionSchema });
const newsletter = (path: string) =>
  route({ method: 'post', path, query: z.object({ email: z.string().optional() }), body: newsletterBody, response: newsletterResultSchema });

/** Every JSON route of the API, by name (`routes.auth.login`); the gateway implements each exactly once. */
export const routes = {
  auth: {
    signUp: route({ method: 'post', path: '/auth/signup', body: signUpBody, response: signedUpSchema, successStatus: 201 }),
    signUpHelper: route({ method: 'post', path: '/auth/signup/helper', body: helperSignUpBody, response: signedUpSchema, successStatus: 201 }),
    verifyOtp: route({ method: 'post', path: '/auth/verifyotp', body: verifyOtpBody, response: sessionSchema }),
    resendOtp: route({ method: 'post', path: '/auth/resendotp', body: resendOtpBody, response: emptySchema }),
    login: signIn('/auth/login'),
    loginHelper: signIn('/auth/login/helper'),
    logout: route({ method: 'post', path: '/auth/logout', auth: 'required', response: emptySchema }),
    forgotPassword: route({ method: 'post', path: '/auth/forgot-password', body: forgotPasswordBody, response: emptySchema }),
    resetPassword: route({ method: 'post', path: '/auth/reset-password', body: resetPasswordBody, response: emptySchema }),
    switchRole: route({ method: 'post', path: '/auth/switch-role', auth: 'required', body: switchRoleBody, response: sessionSchema }),
    registerRole: route({ method: 'post', path: '/auth/register-role', auth: 'required', body: registerRoleBody, response: sessionSchema, successStatus: 201 }),
    providers: route({ method: 'get', path: '/auth/providers', response: socialProviderListSchema }),
    google: socialSignIn('/auth/google'),
    microsoft: socialSignIn('/auth/microsoft'),
    apple: socialSignIn('/auth/apple'),
    facebook: socialSignIn('/auth/facebook'),
  },
  users: {
    find: route({ method: 'get', path: '/users/find', auth: 'required', response: currentUserSchema }),
    update: route({ method: 'put', path: '/users/update', auth: 'required', body: profileUpdateBody, response: profileUpdatedSchema }),
    changePassword: changePassword('/users/changePassword'),
    delete: deleteAccount('delete', '/users/delete'),
    deleteByPost: deleteAccount('post', '/users/delete'),
  },
  helpers: {
    update: route({ method: 'put', path: '/helpers/update', auth: 'required', body: helperProfileUpdateBody, response: profileUpdatedSchema }),
    changePassword: changePassword('/helpers/changePassword'),
    delete: deleteAccount('delete', '/helpers/delete'),
    deleteByPost: deleteAccount('post', '/helpers/delete'),
    available: route({ method: 'put', path: '/helpers/available', auth: 'required', body: availabilityBody, response: availabilitySchema }),
  },
  admin: {
    login: signIn('/auth/login/admin'),
    helpers: route({
      method: 'get',
      path: '/admin/helpers',
      auth: 'required',
      query: z.object({ status: z.enum(['IN_REVIEW', 'APPROVED', 'REJECTED'], { error: 'status must be IN_REVIEW, APPROVED or REJECTED' }).default('IN_REVIEW') }),
      response: z.array(currentUserSchema),
    }),
    reviewHelper: route({ method: 'post', path: '/admin/helpers/review', auth: 'required', body: helperReviewBody, response: helperReviewedSchema }),
  },
  categories: {
    topLevel: route({ method: 'get', path: '/category/getNonSubCategories', response: z.array(categorySchema) }),
    all: route({ method: 'get', path: '/category/getAllCategories', query: allCategoriesQuery, response: z.array(categorySchema), paged: true }),
    byId: route({ method: 'get', path: '/category/getCategoryById', query: getCategoryQuery, response: categorySchema }),
    byIdInPath: route({ method: 'get', path: '/category/getCategoryById/:id', params: getCategoryQuery, response: categorySchema }),
  },
  content: {
    faqs: route({ method: 'get', path: '/content/findFaq', query: faqQuery, response: z.array(faqSchema), paged: true }),
    tutorials: route({ method: 'get', path: '/content/findTutorial', query: tutorialQuery, response: z.array(tutorialSchema), paged: true }),
    policy: route({ method: 'get', path: '/content/findPolicy', query: policyQuery, response: policySchema }),
    services: route({ method: 'get', path: '/content/findServices', response: z.array(serviceOfferingSchema) }),
  },
  contact: {
    create: route({ method: 'post', path: '/contactus/create', body: contactMessageBody, response: contactCreatedSchema, successStatus: 201 }),
  },
  newsletter: {
    subscribe: newsletter('/news/subscriber'),
    unsubscribe: newsletter('/news/unsubscribe'),
  },
} as const;

/** Every contract of the catalogue with its name ("auth.login"). */
export function catalogueEntries(): { name: string; contract: RouteContract }[] {
  return Object.entries(routes).flatMap(([area, group]) =>
    Object.entries(group as Record<string, RouteContract>).map(([name, contract]) => ({ name: `${area}.${name}`, contract })),
  );
}

/** The `data` a route answers. */
export type RouteData<R extends RouteContract> = z.output<R['response']>;
