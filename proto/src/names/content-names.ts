import { ContactMessageStatus } from '../gen/helpwire/content/v1/content';
import { enumNames } from './enum-names';

/** A message to support's status as REST, the database and the console name it. */
export const contactMessageStatusNames = enumNames(ContactMessageStatus.CONTACT_MESSAGE_STATUS_UNSPECIFIED, {
  NEW: ContactMessageStatus.CONTACT_MESSAGE_STATUS_NEW,
  ANSWERED: ContactMessageStatus.CONTACT_MESSAGE_STATUS_ANSWERED,
  CLOSED: ContactMessageStatus.CONTACT_MESSAGE_STATUS_CLOSED,
});
