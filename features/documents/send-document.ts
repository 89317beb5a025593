import { insertActivityLog } from "#db/activity-logs/insert-activity-log";
import { findSpaceContacts } from "#db/contacts/find-space-contacts";
import { findDocument } from "#db/documents/find-document";
import { getSpace } from "#db/spaces/get-space";
import { documentSendKey, SENDABLE_DOCUMENT_TYPES, type DocumentSent } from "#domain/documents/document-send-schemas";
import { documentSentEmail } from "#domain/emails/document-sent-email";
import { AppError } from "#domain/errors/app-error";
import { EmailSendJob } from "#features/email/email-send-job";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import type { DocumentMimeType } from "#domain/files/document-type";
import { notFound } from "#domain/errors/app-error";
import { logEntry, visibleTo, type DocumentsContext } from "./documents-context";
import type { DocumentInput } from "./get-document";
import { downloadNameOf } from "./read-document-file";

export interface SendDocumentInput extends DocumentInput {
  contactIds: number[];
  message?: string;
  /** One sending request (the caller's Idempotency-Key, or a fresh one). */
  requestKey: string;
}

const sendable: readonly string[] = SENDABLE_DOCUMENT_TYPES;

/**
 * Sends a worker's CV to contacts of the space's companies (spec 000 §1), one e-mail per contact with
 * the file attached, through the queue. The e-mails are enqueued before the log is written: a failure
 * in between, retried with the same key, sends nothing twice and logs once.
 */
export async function sendDocument(context: DocumentsContext, input: SendDocumentInput): Promise<DocumentSent> {
  const { db } = context;
  const scope = { workerId: input.workerId, spaceId: input.spaceId };
  const [document, contacts, space] = await Promise.all([
    findDocument(db, { ...visibleTo(context, scope), id: input.documentId }),
    findSpaceContacts(db, input.spaceId, input.contactIds),
    getSpace(db, input.spaceId),
  ]);
  if (!document || !space) throw notFound();
  if (!sendable.includes(document.type)) {
    throw refused("document_id", "not_a_cv", "Only a CV or an anonymised CV can be sent to a client");
  }
  const found = new Map(contacts.map((contact) => [contact.id, contact]));
  // Another space's contact is named like a missing one: its existence is not told.
  const missing = input.contactIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw refused("contact_ids", "not_found", `Unknown contacts: ${missing.join(", ")}`);
  const withoutEmail = contacts.filter((contact) => !contact.email);
  if (withoutEmail.length > 0)
    throw refused("contact_ids", "no_email", `Contacts without an e-mail: ${withoutEmail.map((c) => c.id).join(", ")}`);

  const email = documentSentEmail("fr", { documentName: document.name, agencyName: space.name, message: input.message });
  const attachment = {
    fileKey: document.r2_key,
    filename: downloadNameOf(document.name, document.mime_type as DocumentMimeType),
    contentType: document.mime_type,
  };
  const sentTo = input.contactIds.map((id) => {
    const contact = found.get(id)!;
    return { contact_id: contact.id, company_id: contact.company_id, email: contact.email! };
  });
  await context.bindings.JOBS.sendBatch(
    sentTo.map((recipient) => ({
      body: jobEnvelope(EmailSendJob, {
        idempotencyKey: documentSendKey(document.id, recipient.contact_id, input.requestKey),
        to: recipient.email,
        ...email,
        attachments: [attachment],
      }),
    })),
  );

  const changes = { document_id: document.id, document_type: document.type, request: input.requestKey };
  const companyIds = [...new Set(sentTo.map((recipient) => recipient.company_id))];
  await db.batch([
    insertActivityLog(
      db,
      logEntry(context, scope, { title: "Document sent", type: "send", changes: { ...changes, contact_ids: input.contactIds } }),
    ),
    ...companyIds.map((companyId) =>
      insertActivityLog(db, {
        ...logEntry(context, scope, {
          title: "Worker document sent",
          type: "send",
          changes: {
            ...changes,
            worker_id: input.workerId,
            contact_ids: sentTo.filter((r) => r.company_id === companyId).map((r) => r.contact_id),
          },
        }),
        schema: "companies",
        subjectId: companyId,
      }),
    ),
  ]);
  return { document_id: document.id, sent_to: sentTo };
}

function refused(field: string, reason: string, message: string) {
  return new AppError("validation_failed", "Invalid input", { fields: [{ field, reason, message }] });
}
