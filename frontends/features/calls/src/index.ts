/**
 * @helpwire/calls: everything about a call — placing one (call/outgoing-call), ringing a helper
 * (call/incoming-calls), the meeting (meeting/), after the call (after-call/: review, feedback,
 * summary, flag, what it cost), the call history (call-history/) and recordings (recordings/).
 * Its own Module Federation singleton, loaded only by signed-in screens, so `/` carries none of it
 * (decision 0039).
 */
export * from './call/outgoing-call';
export * from './call/incoming-calls';
export * from './meeting/MeetingScreen';
export * from './meeting/AcceptedCallScreen';
export * from './recordings/RecordingsPage';
export * from './after-call/texts';
export * from './after-call/AfterCallLayer';
export * from './call-history/CallHistoryPage';
export * from './call/modal-ids';
export * from './call/error-texts';
export { useCallHistory, type CallSide } from './after-call/after-call-api';
