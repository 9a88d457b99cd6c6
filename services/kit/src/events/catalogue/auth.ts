import { authEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the auth service publishes (payloads: proto/helpwire/auth/events/v1/events.proto). */
export const AuthEvents = {
  userRegistered: defineEvent('helpwire.auth.user_registered', m.UserRegistered),
  roleRegistered: defineEvent('helpwire.auth.role_registered', m.RoleRegistered),
  /** An admin approved a helper (status APPROVED). */
  helperVerified: defineEvent('helpwire.auth.helper_verified', m.HelperReviewed),
  /** An admin rejected a helper (status REJECTED, with the reason). */
  helperRejected: defineEvent('helpwire.auth.helper_rejected', m.HelperReviewed),
  /** A helper changed documents or ID card and waits for a new decision (status IN_REVIEW). */
  helperResubmitted: defineEvent('helpwire.auth.helper_resubmitted', m.HelperReviewed),
  availabilityChanged: defineEvent('helpwire.auth.availability_changed', m.AvailabilityChanged),
  /** Other services remove what they hold for this role (or the whole account when erased). */
  accountDeleted: defineEvent('helpwire.auth.account_deleted', m.AccountDeleted),
  /** The profile fields other services read (matching: gender, languages, categories, place). */
  profileUpdated: defineEvent('helpwire.auth.profile_updated', m.ProfileUpdated),
  /** A confirmed new e-mail replaced the previous one (a security notice to the previous address). */
  emailChanged: defineEvent('helpwire.auth.email_changed', m.EmailChanged),
  /** The password was changed or reset (a security notice). */
  passwordChanged: defineEvent('helpwire.auth.password_changed', m.PasswordChanged),
  sessionsEnded: defineEvent('helpwire.auth.sessions_ended', m.SessionsEnded),
  /** A sign-in began a new session (a security notice). */
  signedIn: defineEvent('helpwire.auth.signed_in', m.SignedIn),
  /** A warning was added to an account (once per warning): the person is told in-app and by e-mail. */
  accountWarned: defineEvent('helpwire.auth.account_warned', m.AccountWarned),
} as const;
