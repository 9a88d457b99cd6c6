import { AuthMessages, routes, SOCIAL_PROVIDERS, type SocialProvider } from '@helpwire/contracts';
import { authNames } from '@helpwire/proto';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import type { AuthRouteDeps } from './auth-routes';
import { toCurrentUser } from './user-view';

/** The same client, deadline and strict rate limit as the other sign-in routes. */
export type SocialRouteDeps = AuthRouteDeps;

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft', apple: 'Apple', facebook: 'Facebook' };

/**
 * Social sign-in (spec §7: /auth/google, /auth/microsoft, /auth/apple, and Facebook): the web app
 * sends the provider's ID token as `credential`; the auth service verifies it and signs in, links by
 * a verified e-mail, or creates the account. GET /auth/providers tells the app which buttons to show.
 */
export function socialRoutes({ auth: client, deadlineMs, strictRateLimit }: SocialRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const signInRoute = (provider: SocialProvider) =>
    defineRoute(routes.auth[provider], {
      tag: 'Auth',
      summary: `Sign in with ${PROVIDER_NAMES[provider]} (its ID token as credential); creates the account on first use`,
      before: [strictRateLimit],
      handler: async ({ body, identity, req }) => {
        const { token, user, created } = await client.socialSignIn(
          {
            provider: authNames.socialProviderNames.toProto(provider),
            idToken: body.credential,
            role: authNames.roleNames.parse(body.role),
            clientAddress: req.ip ?? '',
          },
          { identity, ...call },
        );
        return { data: { token, user: toCurrentUser(user), created }, message: created ? AuthMessages.accountCreated : AuthMessages.loggedIn };
      },
    });
  return [
    ...SOCIAL_PROVIDERS.map(signInRoute),
    defineRoute(routes.auth.providers, {
      tag: 'Auth',
      summary: 'The social sign-in providers this deployment accepts, with their public client ids',
      handler: async ({ identity }) => {
        const { providers } = await client.listSocialProviders({}, { identity, ...call });
        return { data: providers.map(({ provider, clientId }) => ({ provider: authNames.socialProviderNames.nameOf(provider), clientId })) };
      },
    }),
  ];
}
