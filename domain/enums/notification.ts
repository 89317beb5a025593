// Notifications shown to the agency's users (spec 000 §3).
/**
 * 1 mission accepted, 2 refused, 3 registration, 4 SMS received, 5 available, 6 unavailable; 7 mission
 * contracts due the next working day and not signed (decision 0055, beyond the spec's six).
 */
export const NOTIFICATION_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
