import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The addresses a push may never be sent to: this host, private networks, link-local (cloud metadata),
 * shared, reserved, documentation, multicast and broadcast ranges, and every IPv6 form that embeds an
 * IPv4 address (mapped, NAT64, 6to4) so none of the above can hide behind it.
 */
const NOT_PUBLIC = (() => {
  // One list per family: a list with IPv6 rules also matches IPv4 addresses as IPv4-mapped ones.
  const v4 = new BlockList();
  const v6 = new BlockList();
  for (const range of [
    '0.0.0.0/8',
    '10.0.0.0/8',
    '100.64.0.0/10',
    '127.0.0.0/8',
    '169.254.0.0/16',
    '172.16.0.0/12',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.88.99.0/24',
    '192.168.0.0/16',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
  ]) {
    v4.addSubnet(range.split('/')[0]!, Number(range.split('/')[1]), 'ipv4');
  }
  for (const range of [
    '::/127',
    '::ffff:0:0/96',
    '64:ff9b::/96',
    '64:ff9b:1::/48',
    '100::/64',
    '2001:db8::/32',
    '2002::/16',
    'fc00::/7',
    'fe80::/10',
    'fec0::/10',
    'ff00::/8',
  ]) {
    v6.addSubnet(range.split('/')[0]!, Number(range.split('/')[1]), 'ipv6');
  }
  return { v4, v6 };
})();

/** Whether an address is public unicast (nothing on this host or a private network). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.v4.check(address, 'ipv4');
  if (family === 6) return !NOT_PUBLIC.v6.check(address, 'ipv6');
  return false;
}

/**
 * The hosts of the browsers' push services (Chrome, Edge's legacy and Chromium ones, Opera, Samsung:
 * FCM; Firefox: Mozilla autopush; Safari: Apple; Edge on Windows: WNS). A name starting with "." is
 * any subdomain of it.
 */
export const WEB_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
];

/** How long the name of a push service may take to resolve. */
const RESOLVE_TIMEOUT_MS = 2_000;

/** What decides where a push may go: the production rules, or a test's (a push service on loopback). */
export interface PushEndpointRules {
  /** The push services' host names (exact, or ".suffix" for its subdomains). */
  hosts: readonly string[];
  /** Any port (a test's push service); otherwise 443 only. */
  anyPort?: boolean;
  /** The host's addresses (DNS in production). */
  resolve: (host: string) => Promise<string[]>;
  /** Whether a push may connect to this address (public unicast in production). */
  mayConnectTo: (address: string) => boolean;
}

async function resolveWithDns(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('the push service name did not resolve in time')), RESOLVE_TIMEOUT_MS)),
  );
  try {
    return (await Promise.race([dnsLookup(host, { all: true, verbatim: true }), timeout])).map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
}

/** The rules of a deployment: the real push services, on 443, at public addresses only. */
export const webPushServices: PushEndpointRules = { hosts: WEB_PUSH_SERVICE_HOSTS, resolve: resolveWithDns, mayConnectTo: isPublicAddress };

/** A push refused because the push service's name resolves to an address it may not go to. */
export class PushAddressRefused extends Error {
  constructor() {
    super('the push service name resolves to an address that is not public');
    this.name = 'PushAddressRefused';
  }
}

/**
 * Where web pushes may go (issue 21: a subscription was a blind SSRF). An endpoint must be an https
 * URL of a known push service by name (no IP literal, no credentials, port 443); the name must
 * resolve only to public addresses, checked when a browser subscribes and again on every send, where
 * the connection goes to the very addresses checked (`lookup`, the agent's resolver), so a name that
 * changes its answer between the check and the connection reaches nothing.
 */
export class PushEndpointGuard {
  constructor(private readonly rules: PushEndpointRules = webPushServices) {}

  /** Whether the endpoint names a push service (its form only; nothing is resolved). */
  namesPushService(endpoint: string): boolean {
    if (!URL.canParse(endpoint)) return false;
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.toLowerCase();
    if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
    if (url.port && !this.rules.anyPort) return false;
    return this.rules.hosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
  }

  /**
   * Whether a browser may subscribe with this endpoint: a push service's, whose name resolves to no
   * address a push may not go to. A name that does not resolve now is accepted (each send checks again).
   */
  async accepts(endpoint: string): Promise<boolean> {
    if (!this.namesPushService(endpoint)) return false;
    const addresses = await this.rules.resolve(new URL(endpoint).hostname).catch(() => []);
    return addresses.every((address) => this.rules.mayConnectTo(address));
  }

  /** The resolver of the agent that sends pushes: the checked addresses, or an error (nothing connects). */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.rules
      .resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0 || !addresses.every((address) => this.rules.mayConnectTo(address))) throw new PushAddressRefused();
        const all = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => !options.family || entry.family === options.family);
        if (all.length === 0) throw new PushAddressRefused();
        if (options.all) callback(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}
