/**
 * What the demo user and helper did over the past four weeks (decision 0063): their calls, oldest
 * first, each played through the services' own use cases at its moment. All in the demo helper's
 * category. The newest call is left for the user to review, so the home asks for it.
 */
export interface DemoCall {
  daysAgo: number;
  /** The hour of day (UTC) the call was asked for. */
  hour: number;
  minutes: number;
  /** The user's review of the helper, none when absent. */
  userReview?: { rating: number; text?: string };
  /** The helper's review of the user. */
  helperReview?: { rating: number; text?: string };
  /** The helper's notes during the call, and the summary written from them. */
  notes: string[];
  summary?: string;
  /** The user's thumbs after the call. */
  feedback?: 'POSITIVE' | 'NEGATIVE';
  /** The user disputed this call; an admin refunded part of it. */
  dispute?: { reason: string; description: string; refundCents: number; note: string };
}

export const DEMO_CATEGORY = 'basic-tech-troubleshooting';

export const demoCalls: readonly DemoCall[] = [
  {
    daysAgo: 26,
    hour: 9,
    minutes: 14,
    userReview: { rating: 5, text: 'Patient and clear. My laptop boots again.' },
    helperReview: { rating: 5, text: 'Followed every step carefully.' },
    notes: ['Laptop stuck on the logo after an update', 'Started in safe mode and removed the last update'],
    summary: 'The laptop hung after an update; we removed it from safe mode.',
    feedback: 'POSITIVE',
  },
  {
    daysAgo: 21,
    hour: 18,
    minutes: 9,
    userReview: { rating: 4, text: 'Fixed the Wi-Fi, took a little while.' },
    helperReview: { rating: 5 },
    notes: ['Wi-Fi drops every few minutes', 'Moved the router to channel 6 and updated its firmware'],
    summary: 'The Wi-Fi dropped because of a crowded channel; the router now uses channel 6.',
  },
  {
    daysAgo: 17,
    hour: 11,
    minutes: 22,
    userReview: { rating: 5, text: 'Set up my new phone and moved all my photos.' },
    helperReview: { rating: 4 },
    notes: ['New phone: moved contacts and photos from the old one', 'Turned on the cloud backup'],
    summary: 'Contacts and photos moved to the new phone; the backup is on.',
    feedback: 'POSITIVE',
  },
  {
    daysAgo: 12,
    hour: 20,
    minutes: 16,
    userReview: { rating: 2, text: 'The printer still does not print.' },
    helperReview: { rating: 4, text: 'Friendly; the printer needs a repair shop.' },
    notes: ['Printer shows a paper jam with no paper inside', 'The sensor is faulty: needs a repair shop'],
    summary: 'The paper sensor is faulty; the printer needs a repair shop.',
    feedback: 'NEGATIVE',
    dispute: {
      reason: 'The problem was not solved',
      description: 'We spent most of the call on the printer and it still does not print.',
      refundCents: 300,
      note: 'The fault could not be fixed remotely: part of the call is refunded.',
    },
  },
  {
    daysAgo: 8,
    hour: 15,
    minutes: 7,
    userReview: { rating: 5 },
    helperReview: { rating: 5 },
    notes: ['Email app asks for the password again and again', 'Signed out everywhere and set an app password'],
    summary: 'The e-mail app kept asking for the password; it now uses an app password.',
  },
  {
    daysAgo: 4,
    hour: 10,
    minutes: 19,
    userReview: { rating: 5, text: 'Explained how to keep my computer safe. Very helpful.' },
    helperReview: { rating: 5 },
    notes: ['Pop-ups in the browser', 'Removed two browser extensions and ran a scan'],
    summary: 'Pop-ups came from two extensions; they are removed and the scan is clean.',
    feedback: 'POSITIVE',
  },
  {
    daysAgo: 1,
    hour: 17,
    minutes: 11,
    helperReview: { rating: 5 },
    notes: ['Smart TV will not join the Wi-Fi', 'Reset its network settings and joined again'],
    summary: 'The TV joins the Wi-Fi again after a network reset.',
  },
];

/** What the helper asked to withdraw once their first earnings became available (all of it, at most $20.00), and the admin's transfer id. */
export const DEMO_WITHDRAWAL = { maxCents: 2_000, transactionId: 'DEMO-TRANSFER-0001', instruction: 'Please pay into my main account.' };
