// SMS sent to and received from workers (spec 000 §3, §5).
export const SMS_STATUSES = ["scheduled", "queued", "sent", "delivered", "failed"] as const;
export const SMS_DIRECTIONS = ["outbound", "inbound"] as const;
/** How an SMS body is encoded: GSM 03.38 septets or UCS-2 (spec 000 §5 SMS length). */
export const SMS_ENCODINGS = ["gsm7", "ucs2"] as const;
