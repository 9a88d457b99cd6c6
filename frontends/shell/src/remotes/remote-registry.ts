import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@helpwire/ui';

/** The remotes, in the order a path is looked up: the public site first (most visits start there). */
export const REMOTE_NAMES = ['public', 'user', 'helper'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Registers every remote at the manifest URL the runtime config names (never hard-coded); config
 * keys are area names (public, user, helper), federation names carry the hw_ prefix.
 */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  registerRemotes(Object.entries(remotes).map(([area, entry]) => ({ name: `hw_${area}`, entry })));
}

/** Loads a remote's page list (its `./pages` module) with its texts in place; rejects when the remote cannot be fetched. */
export async function loadRemotePages(name: RemoteName): Promise<RemotePages> {
  const loaded = await loadRemote<{ default: RemotePages }>(`hw_${name}/pages`);
  if (!loaded?.default?.pages) throw new Error(`remote ${name} exposes no page list`);
  await loaded.default.textsReady;
  return loaded.default;
}
