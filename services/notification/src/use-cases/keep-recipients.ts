import { authNames, type authEvents } from '@helpwire/proto';
import type { Transaction } from '@helpwire/service-kit';
import { deleteAccountNotifications } from '../store/notification-store';
import { deletePreferences } from '../store/preference-store';
import { deleteAccountPushSubscriptions } from '../store/push-subscription-store';
import { addRecipientRole, deleteRecipient, keepRecipient, removeRecipientRole } from '../store/recipient-store';

const at = (m: { occurredAt?: Date }) => m.occurredAt ?? new Date();

/**
 * The recipients' projection from auth's events (decision 0033): language and e-mail at sign-up,
 * e-mail, phone and language on every profile change, roles as they are registered and removed; an
 * erased account leaves nothing here.
 */
export const keepRecipients = {
  async registered(tx: Transaction, m: authEvents.UserRegistered): Promise<void> {
    await keepRecipient(tx, m.userId, { email: m.email, language: m.language || 'en' }, at(m));
    const role = authNames.roleNames.fromProto(m.role);
    if (role) await addRecipientRole(tx, m.userId, role);
  },
  async roleRegistered(tx: Transaction, m: authEvents.RoleRegistered): Promise<void> {
    const role = authNames.roleNames.fromProto(m.role);
    if (role) await addRecipientRole(tx, m.userId, role);
  },
  async profileUpdated(tx: Transaction, m: authEvents.ProfileUpdated): Promise<void> {
    await keepRecipient(tx, m.userId, { email: m.email, phone: m.phone ?? null, ...(m.language ? { language: m.language } : {}) }, at(m));
  },
  async accountDeleted(tx: Transaction, m: authEvents.AccountDeleted): Promise<void> {
    if (!m.erased) {
      const role = authNames.roleNames.fromProto(m.role);
      if (role) await removeRecipientRole(tx, m.userId, role);
      return;
    }
    await deleteAccountNotifications(tx, m.userId);
    await deleteAccountPushSubscriptions(tx, m.userId);
    await deletePreferences(tx, m.userId);
    await deleteRecipient(tx, m.userId);
  },
};
