import { getSpace } from "#db/spaces/get-space";
import type { AnonymizeCv } from "#domain/documents/anonymized-cv-schemas";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import type { DocumentsContext } from "../documents-context";
import type { DocumentInput } from "../get-document";
import { uploadDocument } from "../upload-document";
import { pdfError, readCvSource } from "./cv-source";
import { writeAnonymizedPdf, type Stamp } from "./write-anonymized-pdf";

// An anonymised CV (spec 000 §1, §2; decision 0026): the worker's CV with the fields of
// the proposal anonymisation list and the areas staff drew whited out, the agency's stamp and comments,
// saved as a new "anonymized_cv" document of the worker through the upload itself (its format check,
// duplicate rule, activity log).

export interface AnonymizeCvInput extends DocumentInput, AnonymizeCv {}

/** The stamp: the agency (space) and how a client reaches it. */
export function stampOf(space: {
  name: string;
  phone: string | null;
  default_notification_email: string | null;
  city: string | null;
}): Stamp {
  const contact = [space.phone, space.default_notification_email, space.city].filter(Boolean).join(" · ");
  return { agency: space.name, contact: contact || space.name };
}

export async function anonymizeCv(context: DocumentsContext, input: AnonymizeCvInput): Promise<WorkerDocument> {
  const [{ source, preview }, space] = await Promise.all([readCvSource(context, input), getSpace(context.db, input.spaceId)]);
  if (!space) throw pdfError("no_space");
  const listed = preview.found.filter((area) => input.fields.includes(area.field));
  const areas = [...listed.map(({ field: _field, ...area }) => area), ...input.areas];
  let bytes: Uint8Array;
  try {
    bytes = await writeAnonymizedPdf({ source, areas, stamp: stampOf(space), comments: input.comments, now: context.now });
  } catch (error) {
    console.error("anonymised CV not written", error);
    throw pdfError("not_written");
  }
  const name = input.name ?? "CV anonymisé";
  const file = new File([bytes], `${name}.pdf`, { type: "application/pdf" });
  return uploadDocument(context, { workerId: input.workerId, spaceId: input.spaceId, file, fields: { type: "anonymized_cv", name } });
}
