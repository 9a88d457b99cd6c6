import { realtimeEvents } from '@helpwire/proto';

/** The room of every socket of an account, whatever the session's role. */
export const accountRoom = (accountId: string) => `account:${accountId}`;
/** The room of an account's sockets signed in with one role (USER or HELPER). */
export const accountRoleRoom = (accountId: string, role: string) => `account:${accountId}:${role}`;

const AUDIENCE_ROLE: Partial<Record<realtimeEvents.Audience, string>> = {
  [realtimeEvents.Audience.AUDIENCE_USER]: 'USER',
  [realtimeEvents.Audience.AUDIENCE_HELPER]: 'HELPER',
};

/** The rooms a delivery goes to: each account's room, or its role room when the audience names one. */
export function deliveryRooms(accountIds: readonly string[], audience: realtimeEvents.Audience): string[] {
  const role = AUDIENCE_ROLE[audience];
  return accountIds.map((id) => (role ? accountRoleRoom(id, role) : accountRoom(id)));
}
