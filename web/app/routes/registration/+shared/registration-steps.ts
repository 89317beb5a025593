import { z } from "zod";
import { FAMILY_SITUATIONS, SEXES, TRANSPORTATION_MEANS } from "#domain/enums/worker";
import { LastEmployerFields } from "#domain/registrations/registration-schemas";
import { FAVORITE_JOBS_MAX } from "#domain/workers/favorite-jobs";
import { workerRuleIssues } from "#domain/workers/worker-rules";
import { WorkerFields } from "#domain/workers/worker-schemas";

// The standard registration's steps (spec 001 §2: five steps by default, decision 0033; six with the
// employer step where the agency asks for it, decision 0045) and the fields each one asks, checked
// with the worker form's own zod schemas (CONVENTIONS §2): the page in the browser, the no-JavaScript
// action and /v1 refuse the same values with the same codes.
// Pure: imported by the server render and by the browser islands alike.

/** Every field a step may ask: the worker form's, and the employer step's. */
const STEP_FIELD_SCHEMAS = { ...WorkerFields, ...LastEmployerFields };

export type RegistrationFieldName = keyof typeof STEP_FIELD_SCHEMAS;

export type FieldKind = "text" | "email" | "tel" | "date" | "select" | "number" | "boolean" | "choices" | "list";

export interface StepField {
  name: RegistrationFieldName;
  kind: FieldKind;
  /** The choices of a select or a group of checkboxes. */
  options?: readonly string[];
  required?: boolean;
  autoComplete?: string;
}

export const STEP_IDS = ["preparation", "contact", "marital", "documents"] as const;
/** The six-step reading: the employer step comes last before the confirmation. */
export const STEP_IDS_WITH_EMPLOYER = [...STEP_IDS, "employer"] as const;
export type StepId = (typeof STEP_IDS_WITH_EMPLOYER)[number];

/** The steps of an agency's registration (its `employer_step` setting). */
export function registrationSteps(employerStep: boolean): readonly StepId[] {
  return employerStep ? STEP_IDS_WITH_EMPLOYER : STEP_IDS;
}

/** Every step, confirmation included, as the progress indicator counts them (spec 001 §2). */
export function progressSteps(steps: readonly StepId[]) {
  return [...steps, "confirmation"] as const;
}

/** The steps a form names in its `data-steps` (or a posted `steps`): only a known set is believed. */
export function stepsNamed(value: string | null | undefined): readonly StepId[] {
  return value === STEP_IDS_WITH_EMPLOYER.join(",") ? STEP_IDS_WITH_EMPLOYER : STEP_IDS;
}

export const STEP_FIELDS: Record<StepId, readonly StepField[]> = {
  preparation: [
    { name: "sex", kind: "select", options: SEXES, autoComplete: "sex" },
    { name: "first_name", kind: "text", required: true, autoComplete: "given-name" },
    { name: "last_name", kind: "text", required: true, autoComplete: "family-name" },
    { name: "favorite_jobs", kind: "list" },
    { name: "transportation_means", kind: "choices", options: TRANSPORTATION_MEANS },
  ],
  contact: [
    { name: "email", kind: "email", autoComplete: "email" },
    { name: "mobile_phone_number", kind: "tel", autoComplete: "tel-national" },
    { name: "postal_address", kind: "text", autoComplete: "address-line1" },
    { name: "postal_complement", kind: "text", autoComplete: "address-line2" },
    { name: "postal_code", kind: "text", autoComplete: "postal-code" },
    { name: "postal_city", kind: "text", autoComplete: "address-level2" },
    { name: "postal_country", kind: "text", autoComplete: "country-name" },
  ],
  marital: [
    { name: "family_situation", kind: "select", options: FAMILY_SITUATIONS },
    { name: "maiden_name", kind: "text" },
    { name: "child_in_charge", kind: "number" },
    { name: "birth_date", kind: "date", autoComplete: "bday" },
    { name: "birth_city", kind: "text" },
    { name: "birth_department", kind: "text" },
    { name: "birth_country", kind: "text" },
    { name: "nationality", kind: "text" },
    { name: "nir", kind: "text" },
    { name: "cet_consent", kind: "boolean" },
  ],
  documents: [],
  employer: [
    { name: "last_employer_name", kind: "text", autoComplete: "organization" },
    { name: "last_employer_city", kind: "text" },
    { name: "last_employer_job", kind: "text", autoComplete: "organization-title" },
    { name: "last_employer_until", kind: "date" },
    { name: "last_employer_may_contact", kind: "boolean" },
  ],
};

/** Every field the registration may send, in step order (a step not asked sends nothing: its fields are empty). */
export const REGISTRATION_FIELDS: readonly StepField[] = STEP_IDS_WITH_EMPLOYER.flatMap((id) => STEP_FIELDS[id]);

/** The step a field is asked on (a refusal from /v1 brings the candidate back there). */
export function stepOfField(field: string): StepId | null {
  const name = field.split(".")[0];
  return STEP_IDS_WITH_EMPLOYER.find((id) => STEP_FIELDS[id].some((candidate) => candidate.name === name)) ?? null;
}

/** The check of one step: its fields, as the worker form's schemas say, and "an e-mail or a mobile" with the contact details. */
export function stepSchema(id: StepId) {
  const shape = Object.fromEntries(STEP_FIELDS[id].map((field) => [field.name, STEP_FIELD_SCHEMAS[field.name]]));
  const schema = z.strictObject(shape);
  if (id !== "contact") return schema;
  return schema.superRefine((values, ctx) => {
    for (const issue of workerRuleIssues(values)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
}

/** The JSON of one field as the registration payload wants it, or undefined when left empty. */
function valueOf(field: StepField, read: { one(name: string): string; all(name: string): string[] }): unknown {
  switch (field.kind) {
    case "boolean":
      return read.one(field.name) === "on" ? true : undefined;
    case "choices":
      return read.all(field.name).length > 0 ? read.all(field.name) : undefined;
    case "list": {
      const items = read
        .all(field.name)
        .map((item) => item.trim())
        .filter(Boolean);
      return items.length > 0 ? items.slice(0, FAVORITE_JOBS_MAX + 1) : undefined;
    }
    case "number": {
      const text = read.one(field.name).trim();
      return text === "" ? undefined : Number(text);
    }
    default: {
      const text = read.one(field.name);
      return text.trim() === "" ? undefined : text;
    }
  }
}

/** The values of some fields in a form's data, empty fields left out (an empty e-mail is "required", not "invalid"). */
export function valuesOf(formData: FormData, fields: readonly StepField[]): Record<string, unknown> {
  const read = {
    one: (name: string) => {
      const value = formData.get(name);
      return typeof value === "string" ? value : "";
    },
    all: (name: string) => formData.getAll(name).filter((value): value is string => typeof value === "string"),
  };
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueOf(field, read);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/** Spec 001 §3: the documents a candidate may add beside the resume, as /v1's document types name them. */
export const IDENTITY_DOCUMENT_TYPES = ["id_card", "passport", "residence_permit", "foreign_id"] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
/** Identity documents with two faces: both are asked (recto and verso). */
export const SIDED_IDENTITY_TYPES: readonly IdentityDocumentType[] = ["id_card", "residence_permit"];
/**
 * Spec 001 §3's other documents, each with its own file field, in the spec's order. Its "license" (a
 * professional licence or authorisation other than the driving licence) is /v1's `other_certificate`
 * (decision 0048).
 */
export const OTHER_DOCUMENT_TYPES = [
  "social_security",
  "proof_of_address",
  "rib",
  "work_certificate",
  "training_certificate",
  "medical_examination",
  "caces",
  "habilitation",
  "other_certificate",
  "diploma",
  "driving_licence",
  "other",
] as const;

/** The file field of one of the other documents. */
export function otherDocumentSlot(type: (typeof OTHER_DOCUMENT_TYPES)[number]): string {
  return `other-${type}`;
}

/** Spec 001 §5: files under 8 MB, in these formats (the bytes are checked again by /v1). */
export const REGISTRATION_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const REGISTRATION_FILE_EXTENSIONS = ["jpg", "jpeg", "png", "pdf", "doc", "docx", "odt", "rtf"] as const;
export const REGISTRATION_FILE_ACCEPT = REGISTRATION_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(",");
