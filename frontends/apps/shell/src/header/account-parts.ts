// Loaded only through LazyAccountParts (a dynamic import): the account forms stay out of `/`'s first bundle.
export { AvailabilityToggle, RegisterRoleModal } from '@helpwire/account-forms';
