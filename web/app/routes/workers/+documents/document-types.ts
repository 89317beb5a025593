import { DOCUMENT_TYPES } from "#domain/enums/worker";

// The upload's type choice: the spec's document types (000 §3), except that an identity card is chosen
// once, "recto and verso", and sent as two documents (decision 0022).

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The choice that uploads both faces of an identity card. */
export const ID_CARD_CHOICE = "id_card";

export type UploadChoice = DocumentType | typeof ID_CARD_CHOICE;

const FACES: readonly string[] = ["id_card_recto", "id_card_verso"];

/** The choices in the spec's order, the two faces replaced by the one identity card. */
export const UPLOAD_CHOICES: readonly UploadChoice[] = DOCUMENT_TYPES.flatMap((type) =>
  type === "id_card_recto" ? [ID_CARD_CHOICE] : FACES.includes(type) ? [] : [type],
);

/** Types a client may receive (a CV, anonymised or not) and types staff anonymise. */
export const SENDABLE_TYPES: readonly string[] = ["cv", "anonymized_cv", "active_proposal_cv"];
export const ANONYMIZABLE_MIME_TYPES: readonly string[] = ["application/pdf", "image/png", "image/jpeg"];
