/**
 * The generic modal's named views (spec §2 "Named modal identifiers"), spelled as the spec spells
 * them (INCOMMING included): `useAppStore().openModal(ModalIds.INCOMMING_CALL_MODAL, call)`.
 */
export const ModalIds = {
  JOIN_MEETING: 'JOIN_MEETING',
  AUDIO_WARNING: 'AUDIO_WARNING',
  PRIVACY_REMINDER: 'PRIVACY_REMINDER',
  EXIT_OPTION: 'EXIT_OPTION',
  RECORDING_DISCLAIMER: 'RECORDING_DISCLAIMER',
  MEETING_VIEW: 'MEETING_VIEW',
  INCOMMING_CALL_MODAL: 'INCOMMING_CALL_MODAL',
  MISSED_CALL_MODAL: 'MISSED_CALL_MODAL',
  HELPER_MEETING_MODAL: 'HELPER_MEETING_MODAL',
  USER_MEETING_MODAL: 'USER_MEETING_MODAL',
} as const;

export type ModalId = (typeof ModalIds)[keyof typeof ModalIds];
