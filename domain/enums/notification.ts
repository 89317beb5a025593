// Notifications shown to the agency's users (spec 000 §3).
/** 1 mission accepted, 2 refused, 3 registration, 4 SMS received, 5 available, 6 unavailable. */
export const NOTIFICATION_TYPES = [1, 2, 3, 4, 5, 6] as const;
