import { z } from "zod";

/** The space as the picker and the shell use it (spec 001 §3), plus the feature flags. */
export const SpaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  association_code: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  address_position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  ocr: z.boolean(),
  sms: z.boolean(),
  mail: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type SpaceSummary = z.infer<typeof SpaceSummarySchema>;

export const MAX_PER_PAGE = 100;

export const ListSpacesQuerySchema = z.strictObject({
  deleted_at: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
});
