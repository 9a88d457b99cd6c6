import { z } from 'zod';

/**
 * Spec §3 (enumeration Platform) and §9 (platform value): the kind of client that identifies
 * itself to the server, as a push subscription does. The web apps are the only client today.
 */
export const PLATFORMS = ['WEB'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What every web app sends where a client names its platform (spec §9: WEB). */
export const PLATFORM: Platform = 'WEB';

export const PlatformTexts = {
  platformInvalid: `platform must be ${PLATFORMS.join(' or ')}`,
} as const;

/** A client's platform; absent means WEB (clients from before the field was sent). */
export const platformSchema = z.enum(PLATFORMS, { error: PlatformTexts.platformInvalid }).default(PLATFORM);
