// SMS sent to and received from workers (spec 000 §3, §5).
export const SMS_STATUSES = ["scheduled", "queued", "sent", "delivered", "failed"] as const;
export const SMS_DIRECTIONS = ["outbound", "inbound"] as const;
/** How an SMS body is encoded: GSM 03.38 septets or UCS-2 (spec 000 §5 SMS length). */
export const SMS_ENCODINGS = ["gsm7", "ucs2"] as const;
/** What an outbound SMS asks, when it expects an answer (decision 0043); a conversation code only routes. */
export const SMS_QUESTION_KINDS = ["availability_request", "order_proposal", "arrival_check", "conversation"] as const;
export type SmsQuestionKind = (typeof SMS_QUESTION_KINDS)[number];
