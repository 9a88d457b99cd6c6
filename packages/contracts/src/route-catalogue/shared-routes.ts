import { z } from 'zod';
import { callHistoryIdParams, callHistoryItemSchema, callHistoryQuery, flagBody, flagSchema, reviewBody, reviewSchema, updateFlagBody } from '../after-call';
import { changePasswordBody, deleteAccountBody, loginBody, socialSignInBody } from '../auth';
import { newsletterBody, newsletterResultSchema } from '../content';
import { accountDeletedSchema, emptySchema, sessionSchema, socialSessionSchema } from '../current-user';
import type { RoutePath } from '../route-paths';
import { route } from './route-contract';

// Route makers more than one area uses.
/** The after-call routes both sides have, each on its own path (decision 0028). */
export const flagRoute = (where: RoutePath) => route(where, { auth: 'required', body: flagBody, response: flagSchema });
export const updateFlagRoute = (where: RoutePath) => route(where, { auth: 'required', body: updateFlagBody, response: flagSchema });
export const historyRoute = (where: RoutePath) =>
  route(where, { auth: 'required', query: callHistoryQuery, response: z.array(callHistoryItemSchema), paged: true });
export const historyByIdRoute = (where: RoutePath) => route(where, { auth: 'required', params: callHistoryIdParams, response: callHistoryItemSchema });
export const reviewRoute = (where: RoutePath) => route(where, { auth: 'required', body: reviewBody, response: reviewSchema });

export const signIn = (where: RoutePath) => route(where, { body: loginBody, response: sessionSchema });
export const changePassword = (where: RoutePath) => route(where, { auth: 'required', body: changePasswordBody, response: emptySchema });
export const deleteAccount = (where: RoutePath) => route(where, { auth: 'required', body: deleteAccountBody, response: accountDeletedSchema });
export const socialSignIn = (where: RoutePath) => route(where, { body: socialSignInBody, response: socialSessionSchema });
export const newsletter = (where: RoutePath) =>
  route(where, { query: z.object({ email: z.string().optional() }), body: newsletterBody, response: newsletterResultSchema });
