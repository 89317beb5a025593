import { z } from "zod";
import { PROTECTIVE_EQUIPMENT_SUPPLIERS } from "../enums/contract";
import { IdParamSchema } from "../validation/id-param";
import { pageQueryFields } from "../validation/page-query";
import { RowIdQuerySchema, RowIdSchema } from "../validation/row-id";
import { searchTextSchema } from "../search/search-text";

// Positions: a job at a client company (title, qualification, tasks, place, and the
// skills the matching reads; decision 0027).

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const PositionFields = {
  company_id: RowIdSchema.nullable().optional(),
  title: z.string().trim().min(2).max(255),
  qualification: optionalText(255),
  description: optionalText(5000),
  tasks: optionalText(5000),
  place_address: optionalText(255),
  place_zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "postal_code_format")
    .nullable()
    .optional(),
  place_city: optionalText(255),
  /** At most 30 skills of 2 to 100 characters each (CACES R489 cat. 3, Permis C…). */
  skills: z.array(z.string().trim().min(2).max(100)).max(30).optional(),
  hourly_rate: z.number().min(0).max(1000).nullable().optional(),
  /** On the client's list of jobs with particular risks (L4154-2); null: not said yet (the contracts need it). */
  risky_job: z.boolean().nullable().optional(),
  /** The personal protective equipment the job needs ("none" is an answer), and who supplies it (L1251-43 5°). */
  protective_equipment: optionalText(500),
  protective_equipment_supplier: z.enum(PROTECTIVE_EQUIPMENT_SUPPLIERS).nullable().optional(),
};

export const PositionCreateSchema = z.strictObject({ space_id: RowIdSchema.optional(), ...PositionFields });
export type PositionCreateInput = z.infer<typeof PositionCreateSchema>;

export const PositionUpdateSchema = z.strictObject(PositionFields).partial();
export type PositionUpdateInput = z.infer<typeof PositionUpdateSchema>;

export const ListPositionsQuerySchema = z.strictObject({
  space_id: RowIdQuerySchema.optional(),
  company_id: RowIdQuerySchema.optional(),
  /** Each position's match with this worker (match_percent); with `matching=true` only those at 50 % or more. */
  worker_id: RowIdQuerySchema.optional(),
  matching: z.enum(["true", "false"]).optional(),
  q: searchTextSchema().optional(),
  ...pageQueryFields(25),
});
export type ListPositionsQuery = z.infer<typeof ListPositionsQuerySchema>;

export const PositionIdParamsSchema = z.object({ id: IdParamSchema });

export const PositionSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  company_id: z.number().int().nullable(),
  title: z.string(),
  qualification: z.string().nullable(),
  description: z.string().nullable(),
  tasks: z.string().nullable(),
  place_address: z.string().nullable(),
  place_zipcode: z.string().nullable(),
  place_city: z.string().nullable(),
  skills: z.array(z.string()),
  hourly_rate: z.number().nullable(),
  risky_job: z.boolean().nullable(),
  protective_equipment: z.string().nullable(),
  protective_equipment_supplier: z.enum(PROTECTIVE_EQUIPMENT_SUPPLIERS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** With worker_id: the share of the position's requirements the worker holds, in percent. */
  match_percent: z.number().int().optional(),
});
