import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Remote name → the module it exposes for its routes. */
export const REMOTE_MODULES = {
  public: 'hw_public/PublicRoutes',
  user: 'hw_user/UserRoutes',
  helper: 'hw_helper/HelperRoutes',
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;

/**
 * Registers every remote at the manifest URL the runtime config names (never hard-coded); config
 * keys are area names (public, user, helper), federation names carry the hw_ prefix.
 */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  registerRemotes(Object.entries(remotes).map(([area, entry]) => ({ name: `hw_${area}`, entry })));
}

/** Loads a remote's routes component; rejects when the remote cannot be fetched. */
export async function loadRemoteRoutes(name: RemoteName): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(REMOTE_MODULES[name]);
  if (!loaded?.default) throw new Error(`remote ${name} exposes no component`);
  return loaded;
}
