import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@helpwire/ui';
import type { ComponentType } from 'react';

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

/** What the helper remote's `./call-layer` module exports: the layer that rings on every helper page. */
export interface HelperCallLayerModule {
  CallLayer: ComponentType;
  textsReady: Promise<void>;
}

/** Loads the helper's call layer (`hw_helper/call-layer`) with its texts in place; rejects when it cannot be fetched. */
export async function loadHelperCallLayer(): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: HelperCallLayerModule }>('hw_helper/call-layer');
  if (!loaded?.default?.CallLayer) throw new Error('remote helper exposes no call layer');
  await loaded.default.textsReady;
  return { default: loaded.default.CallLayer };
}
