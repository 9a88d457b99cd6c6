// Loaded only through LazyAccountParts (a dynamic import of its own): every signed-in page loads the
// bell, which must not bring the other account parts (the role forms, zod) along.
export { NotificationBell } from '@helpwire/notifications';
