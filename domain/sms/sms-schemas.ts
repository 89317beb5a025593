import { z } from "zod";
import { pageQueryFields } from "../validation/page-query";
import { MAX_ROW_ID } from "../validation/row-id";
import { measureSms, SMS_MAX_SEGMENTS } from "./sms-length";

/** At most this many workers per call: the list's whole stored selection, chunked by the web app beyond. */
export const SMS_MAX_RECIPIENTS = 1000;

/** A message body: not blank, and within the size limit (10 segments, decision 0020). */
export const SmsMessageTextSchema = z
  .string()
  .refine((text) => text.trim().length > 0, { message: "required" })
  .refine((text) => measureSms(text).segments <= SMS_MAX_SEGMENTS, { message: "too_long" });

export const SmsPreviewRequestSchema = z.strictObject({ message: SmsMessageTextSchema });

export const SmsPreviewSchema = z.object({
  encoding: z.enum(["GSM-7", "UCS-2"]),
  units: z.number().int(),
  segments: z.number().int(),
  /** The characters that switched the message to UCS-2, each once (empty for GSM-7). */
  ucs2_characters: z.array(z.string()),
  max_segments: z.number().int(),
});

const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const SmsSendRequestSchema = z
  .strictObject({
    worker_ids: z.array(z.number().int().min(1).max(MAX_ROW_ID)).min(1).max(SMS_MAX_RECIPIENTS),
    message: SmsMessageTextSchema,
    send_at: isoDateTime.optional(),
    reminder_at: isoDateTime.optional(),
  })
  // spec 000 §5: the reminder comes after the send (its "now" when send_at is absent is checked by the operation).
  .refine((body) => !body.reminder_at || !body.send_at || body.reminder_at > body.send_at, {
    message: "after_send_at",
    path: ["reminder_at"],
  });

export const SMS_SEND_STATUSES = ["queued", "scheduled", "no_mobile", "suppressed", "not_found"] as const;

export const SmsSendResultSchema = z.object({
  messages: z.array(
    z.object({
      worker_id: z.number().int(),
      sms_id: z.number().int().nullable(),
      reminder_sms_id: z.number().int().nullable(),
      status: z.enum(SMS_SEND_STATUSES),
    }),
  ),
});

export const WorkerSmsSchema = z.object({
  id: z.number().int(),
  direction: z.enum(["outbound", "inbound"]),
  status: z.enum(["scheduled", "queued", "sent", "delivered", "failed"]),
  to_phone: z.string(),
  from_phone: z.string().nullable(),
  body: z.string(),
  segments: z.number().int(),
  encoding: z.enum(["GSM-7", "UCS-2"]),
  send_at: z.string().nullable(),
  reminder_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});

export const WorkerSmsQuerySchema = z.strictObject(pageQueryFields());
