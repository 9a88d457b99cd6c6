/**
 * `@helpwire/ui/call`: the kit's signed-in call screens — outgoing and incoming calls, the meeting
 * (Janus / peer-to-peer media), recordings, the after-call review and call history, and the money
 * panels (transactions, the tab) that go with them. Its own entry point (and its own shared
 * singleton), so `/` and every signed-out page load none of it (decision 0006, Size).
 *
 * These modules reach the kit's state (store, toasts, API client, realtime client, texts) only
 * through `@helpwire/ui`, never by a relative path: whichever app's copy of this entry runs, it
 * uses the one shared kit instance.
 */
export * from './call/outgoing-call';
export * from './call/incoming-calls';
export * from './meeting/MeetingScreen';
export * from './meeting/AcceptedCallScreen';
export * from './recordings/RecordingsPage';
export * from './after-call/texts';
export * from './after-call/AfterCallLayer';
export * from './after-call/CallHistoryPage';
export { formatDuration } from './after-call/call-duration';
export * from './money/texts';
export * from './money/money-api';
export * from './money/TransactionsPanel';
export * from './money/TabNotice';
