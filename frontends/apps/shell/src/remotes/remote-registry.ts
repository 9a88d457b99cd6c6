import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@helpwire/web-core';
import type { ComponentType } from 'react';

/** The remotes, in the order a path is looked up: the public site first (most visits start there). */
export const REMOTE_NAMES = ['public', 'user', 'helper'] as const;

/**
 * A remote with a page list: those looked up by path, and `admin` (the console, issue 24), which no
 * path lookup asks: only the admin area (admin-area/AdminArea.tsx) loads it, for a signed-in admin.
 */
export type RemoteName = (typeof REMOTE_NAMES)[number] | 'admin';

/**
 * Registers every remote at the manifest URL the runtime config names (never hard-coded); config
 * keys are area names (public, user, helper, admin), federation names carry the hw_ prefix.
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

/**
 * What a signed-in remote's `./call-layer` module exports: the layer that follows the role's calls
 * on every page (the helper's rings and meeting, the user's outgoing call and meeting).
 */
export interface CallLayerModule {
  CallLayer: ComponentType;
  textsReady: Promise<void>;
}

/** Loads a remote's call layer (`hw_user/call-layer`, `hw_helper/call-layer`) with its texts in place; rejects when it cannot be fetched. */
export async function loadCallLayer(remote: 'user' | 'helper'): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: CallLayerModule }>(`hw_${remote}/call-layer`);
  if (!loaded?.default?.CallLayer) throw new Error(`remote ${remote} exposes no call layer`);
  await loaded.default.textsReady;
  return { default: loaded.default.CallLayer };
}
