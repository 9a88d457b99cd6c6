import { turnCredentials } from './turn-credentials';

/** An RTCIceServer as the browser takes it. */
export interface IceServerView {
  urls: string[];
  username?: string;
  credential?: string;
}

/** The STUN and TURN servers calls use (ICE_STUN_URLS, ICE_TURN_URLS, TURN_SECRET). */
export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's `static-auth-secret`; TURN is offered only with it. */
  turnSecret?: string;
}

/** One side's ICE servers: STUN as configured, TURN with credentials of its own that end at `expiresAt`. */
export function iceServersFor(config: IceConfig, accountId: string, expiresAt: Date): IceServerView[] {
  const servers: IceServerView[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: [...config.stunUrls] });
  if (config.turnUrls.length > 0 && config.turnSecret)
    servers.push({ urls: [...config.turnUrls], ...turnCredentials(config.turnSecret, accountId, expiresAt) });
  return servers;
}
