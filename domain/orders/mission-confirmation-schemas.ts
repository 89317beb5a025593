import { z } from "zod";
import { LOCALES } from "../enums/preferences";
import { RowIdSchema } from "../validation/row-id";

// Mission confirmations and the voucher (decision 0031).

export const CONFIRMATION_AUDIENCES = ["client", "worker"] as const;

/** GET /v1/orders/{id}/workers/{worker_id}/confirmation */
export const ConfirmationQuerySchema = z.strictObject({
  /** Whose copy: the client's (with the coefficient) or the worker's (with their address). */
  for: z.enum(CONFIRMATION_AUDIENCES).default("client"),
  /** The interface language; without it Accept-Language, else French. */
  lang: z.enum(LOCALES).optional(),
});

/** At most this many of the client's contacts get one confirmation. */
export const CONFIRMATION_CONTACTS_MAX = 10;

/** POST /v1/orders/{id}/workers/{worker_id}/confirmation/send */
export const ConfirmationSendSchema = z.strictObject({
  /** Contacts of the order's client to e-mail; without it, the order's own contact. */
  contact_ids: z
    .array(RowIdSchema)
    .max(CONFIRMATION_CONTACTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: "duplicate" })
    .optional(),
});
export type ConfirmationSendInput = z.infer<typeof ConfirmationSendSchema>;

export const CONFIRMATION_EMAIL_STATUSES = ["queued", "already_sent", "no_email"] as const;
export const VOUCHER_SMS_STATUSES = ["queued", "already_sent", "no_mobile", "opted_out", "sms_disabled"] as const;

export const ConfirmationSentSchema = z.object({
  order_id: z.number().int(),
  worker_id: z.number().int(),
  /** One entry per contact: e-mailed now, already e-mailed for this order and worker, or without an e-mail. */
  emails: z.array(z.object({ contact_id: z.number().int(), email: z.string().nullable(), status: z.enum(CONFIRMATION_EMAIL_STATUSES) })),
  /** The worker's voucher SMS with the link to their copy. */
  sms: z.object({ status: z.enum(VOUCHER_SMS_STATUSES), sms_message_id: z.number().int().nullable() }),
});
export type ConfirmationSent = z.infer<typeof ConfirmationSentSchema>;

/** The send is refused for a worker who does not hold a place on the order (409). */
export const WORKER_NOT_ACCEPTED_MESSAGE = "Worker not accepted";
