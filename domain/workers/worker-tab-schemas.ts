import { z } from "zod";
import { RowIdSchema } from "../validation/row-id";
import { looksLikeNumber, TEXT_MAX } from "../validation/text";
import { FrenchPhoneSchema } from "../french/schemas";
import { IdParamSchema as ID } from "../validation/id-param";

// The other tabs of the worker file (spec 000 §2, §3, §5): equipment, emergency contacts, comments and
// the interview questionnaire. One schema per form, shared by the web app and /v1.

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

// ---- Equipment (name, comment, size) -------------------------------------------------------------

export const EQUIPMENT_COMMENT_MAX = 500;
export const EQUIPMENT_SIZE_MAX = 50;

const EquipmentFields = {
  name: z.string().trim().min(2).max(TEXT_MAX),
  comment: nullable(z.string().trim().max(EQUIPMENT_COMMENT_MAX)),
  /** Clothing or shoe size as the agency writes it: "42", "XL", "T3". */
  size: nullable(z.string().trim().max(EQUIPMENT_SIZE_MAX)),
};
export const EquipmentCreateSchema = z.strictObject(EquipmentFields);
export const EquipmentUpdateSchema = z.strictObject(EquipmentFields).partial();
export type EquipmentInput = z.infer<typeof EquipmentUpdateSchema>;

export const EquipmentSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  name: z.string(),
  comment: z.string().nullable(),
  size: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const EquipmentParamsSchema = z.object({ id: ID, equipmentId: ID });

// ---- Emergency contacts --------------------------------------------------------------------------

/** Spec §5 "a maximum number per worker applies (value not shown)": 5 (docs/decisions/0006-worker-rules.md). */
export const EMERGENCY_CONTACTS_MAX = 5;

const EmergencyContactFields = {
  /** Spec §5: "Name not a number". */
  name: z
    .string()
    .trim()
    .min(2, { abort: true })
    .max(100, { abort: true })
    .refine((name) => !looksLikeNumber(name), "name_is_number"),
  /** Spec §5: unique among the worker's contacts; stored in E.164. */
  phone: z.string().max(30).pipe(FrenchPhoneSchema),
  relationship: nullable(z.string().trim().max(100)),
};
export const EmergencyContactCreateSchema = z.strictObject(EmergencyContactFields);
export const EmergencyContactUpdateSchema = z.strictObject(EmergencyContactFields).partial();
export type EmergencyContactInput = z.infer<typeof EmergencyContactUpdateSchema>;

export const EmergencyContactSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  relationship: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const EmergencyContactParamsSchema = z.object({ id: ID, contactId: ID });

// ---- Comments --------------------------------------------------------------------------------------

export const COMMENT_MAX = 5_000;

export const CommentCreateSchema = z.strictObject({ body: z.string().trim().min(1).max(COMMENT_MAX) });

export const CommentSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  body: z.string(),
  user_id: z.number().int().nullable(),
  /** The author's name, or null once the account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
});

export const CommentParamsSchema = z.object({ id: ID, commentId: ID });

// ---- Interview questionnaire -----------------------------------------------------------------------

export const INTERVIEW_ANSWER_MAX = 5_000;
export const INTERVIEW_QUESTIONS_MAX = 100;

const InterviewQuestionFields = {
  label: z.string().trim().min(2).max(TEXT_MAX),
  /** Order in the questionnaire; new questions go last when omitted. */
  position: z.number().int().min(0).max(10_000),
};
export const InterviewQuestionCreateSchema = z.strictObject({
  ...InterviewQuestionFields,
  position: InterviewQuestionFields.position.optional(),
});
export const InterviewQuestionUpdateSchema = z.strictObject(InterviewQuestionFields).partial();

export const InterviewQuestionSchema = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  label: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Its version, for If-Match when it is edited (decision 0013). */
  updated_at: z.string(),
});

export const InterviewQuestionParamsSchema = z.object({ id: ID, questionId: ID });

/** A worker's answers; an empty or null answer removes it. */
export const InterviewAnswersSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        question_id: RowIdSchema,
        answer: z.string().trim().max(INTERVIEW_ANSWER_MAX).nullable(),
      }),
    )
    .max(INTERVIEW_QUESTIONS_MAX)
    .refine((answers) => new Set(answers.map((a) => a.question_id)).size === answers.length, "question_twice"),
});

export const InterviewSchema = z.object({
  worker_id: z.number().int(),
  questions: z.array(
    // A worker's answers are saved whole (PUT), not as edits of a question: no version here.
    InterviewQuestionSchema.omit({ updated_at: true }).extend({
      answer: z.string().nullable(),
      answered_at: z.string().nullable(),
    }),
  ),
});
