// Availability requests asked by SMS (decision 0021): open until the worker answers.
export const AVAILABILITY_REQUEST_STATUSES = ["open", "answered"] as const;
export const AVAILABILITY_ANSWERS = ["available", "unavailable"] as const;
