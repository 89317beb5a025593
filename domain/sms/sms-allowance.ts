// What one user may send and one space may spend on SMS (decision 0043): a rate per user and a budget per
// Paris day, both settings of the space an owner can raise (spec 000 §3 Space gains them).

/** A user's SMS are counted over this sliding window. */
export const SMS_RATE_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_SMS_USER_RATE_LIMIT = 500;
export const DEFAULT_SMS_DAILY_BUDGET = 2000;
export const DEFAULT_OCR_DAILY_BUDGET = 100;
/** The highest value an owner may set: beyond, a mistake costs more than a day's business. */
export const MAX_SMS_ALLOWANCE = 1_000_000;

/** The messages of the refusals; the screens read the field and reason, never these texts. */
export const SMS_ALLOWANCE_MESSAGES = {
  rate: "SMS rate exceeded: retry later",
  rateAboveLimit: "More SMS in one call than a user may send in 10 minutes",
  dailyBudget: "Daily SMS budget of the space reached",
} as const;

/** The send dialog asks for confirmation above this many recipients, saying how many SMS and segments. */
export const SMS_CONFIRM_ABOVE_RECIPIENTS = 50;
