// Loaded only through LazyAccountParts (a dynamic import): the account forms stay out of `/`'s first bundle.
export { RegisterRoleModal } from '@helpwire/account';
export { AvailabilityDuringCalls as AvailabilityToggle } from './AvailabilityDuringCalls';
