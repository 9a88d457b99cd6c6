/** Spec §9: a call under 3 minutes costs a flat $0.60; 3 minutes or more is charged per minute. */
export const FLAT_CALL_CENTS = 60;
export const FLAT_CALL_MAX_MINUTES = 3;
