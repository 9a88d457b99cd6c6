import { ContactMessageStatus } from '../gen/helpwire/content/v1/content';
import { PolicyVersionStatus } from '../gen/helpwire/content/v1/policies';
import { enumNames } from './enum-names';

/** A message to support's status as REST, the database and the console name it. */
export const contactMessageStatusNames = enumNames(ContactMessageStatus.CONTACT_MESSAGE_STATUS_UNSPECIFIED, {
  NEW: ContactMessageStatus.CONTACT_MESSAGE_STATUS_NEW,
  ANSWERED: ContactMessageStatus.CONTACT_MESSAGE_STATUS_ANSWERED,
  CLOSED: ContactMessageStatus.CONTACT_MESSAGE_STATUS_CLOSED,
});

/** Where a policy's version stands, as REST and the console name it (decision 0081). */
export const policyVersionStatusNames = enumNames(PolicyVersionStatus.POLICY_VERSION_STATUS_UNSPECIFIED, {
  IN_EFFECT: PolicyVersionStatus.POLICY_VERSION_STATUS_IN_EFFECT,
  SCHEDULED: PolicyVersionStatus.POLICY_VERSION_STATUS_SCHEDULED,
  PAST: PolicyVersionStatus.POLICY_VERSION_STATUS_PAST,
  WITHDRAWN: PolicyVersionStatus.POLICY_VERSION_STATUS_WITHDRAWN,
});
