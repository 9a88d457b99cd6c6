import { useAppStore, type RemotePages } from '@helpwire/web-core';
import { useEffect, useState } from 'react';

const NONE: readonly string[] = Object.freeze([]);
const asked = new Map<string, Promise<readonly string[]>>();

/**
 * The signed-in account's permissions as the remote reads them (decision 0083), once per remote and
 * session (the same promise every time, for `use()`); none when the remote needs none or the read fails.
 */
export function heldPermissions(remote: RemotePages, token: string | null): Promise<readonly string[]> {
  if (!remote.permissions || !token) return Promise.resolve(NONE);
  const key = `${remote.namespace} ${token}`;
  let held = asked.get(key);
  if (!held) {
    held = remote.permissions().catch(() => NONE);
    asked.set(key, held);
  }
  return held;
}

/** The permissions for a list of links (the sidebar, the drawer): none until they are read. */
export function useHeldPermissions(remote: RemotePages | undefined): readonly string[] {
  const token = useAppStore((s) => s.auth.token);
  const [held, setHeld] = useState<{ key: string; permissions: readonly string[] }>();
  const key = remote ? `${remote.namespace} ${token}` : '';
  useEffect(() => {
    if (!remote) return;
    let current = true;
    void heldPermissions(remote, token).then((permissions) => current && setHeld({ key, permissions }));
    return () => {
      current = false;
    };
  }, [remote, token, key]);
  return held?.key === key ? held.permissions : NONE;
}
