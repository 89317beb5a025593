import { runBatch } from "#db/client";
import { insertRegistrationDocument } from "#db/registrations/insert-registration-document";
import { deleteRegistrationUploads, uploadsStillLiveGuard } from "#db/registrations/registration-uploads";
import { isWriteGuardRefusal } from "#db/sql/write-guard";
import { insertWorkerStatements } from "#db/workers/insert-worker";
import { isUnder18 } from "#domain/dates/birth-date";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import type { FieldError } from "#domain/errors/app-error";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { OcrReadJob } from "#features/documents/read-document-ocr";
import { isOcrType } from "#domain/ocr/ocr-fields";
import { registrationReference } from "#domain/registrations/registration-reference";
import { REGISTRATION_MESSAGES, type RegistrationDocument, type RegistrationInput } from "#domain/registrations/registration-schemas";
import { redactWorkerChanges } from "../workers/worker-file";
import { requireHuman } from "../turnstile/require-human";
import { activityLog } from "../activity-logs/activity-log";
import { raiseNotification } from "../notifications/raise-notification";
import { applicantStatement, appliedOfferOf, attachKnownApplicant } from "../multiposting/apply-to-job-offer";
import { refuseFutureBirthDate } from "../workers/refuse-future-birth-date";
import { assertUniqueInSpace, refusingRacedUniqueValues } from "../workers/worker-uniqueness";
import { coordinatesOf, splitProfile } from "../workers/worker-profile";
import { spaceOfLink } from "./public-space";
import type { RegistrationContext } from "./registration-context";
import { lastEmployerStatements } from "./last-employer-comment";
import { deleteQuietly, isRefusal, liveUploadsOf, refusedFiles, storeCheckedCopy, type StoredFile } from "./registration-files";

/**
 * POST /v1/public/spaces/{url}/registrations: a candidate registers with an agency.
 * Turnstile first (a bot learns nothing, not even that an e-mail is known), then the files read back
 * from R2 with decision 0022's checks, then whether the candidate is already known, then the worker (state `web`, under-18 flagged), its documents,
 * the spent uploads and the log entry in one batch: a refusal or a failure leaves no half-written
 * worker. Notification 3 then reaches the space's users live. Answers the worker's reference only:
 * nothing about a candidate can be read back from the public API. The reference is an opaque code.
 */
export async function submitRegistration(
  context: RegistrationContext,
  input: { url: string; registration: RegistrationInput },
): Promise<{ reference: string }> {
  const space = await spaceOfLink(context, input.url);
  const {
    documents,
    route,
    turnstile_token: turnstileToken,
    job_offer_id: jobOfferId,
    last_employer_name,
    last_employer_city,
    last_employer_job,
    last_employer_until,
    last_employer_may_contact,
    ...profile
  } = input.registration;
  const lastEmployer = { last_employer_name, last_employer_city, last_employer_job, last_employer_until, last_employer_may_contact };
  await requireHuman(context.registration.turnstile, { token: turnstileToken, remoteIp: context.client.ip });
  refuseFutureBirthDate(profile.birth_date, context.now);

  // "Already taken" is said last (decision 0043): only to a caller who solved the challenge and sent a
  // CV that passed the checks, so each probe of an e-mail or a number costs a challenge and an upload.
  // Applying from an offer's page (decision 0046), a candidate already in the pool is attached to the
  // offer instead, answered as any registration is.
  const files = await checkedFilesOf(context, space.id, documents);
  const dropFiles = () =>
    deleteQuietly(
      context.bindings.FILES,
      files.map(({ file }) => file.key),
    );
  const offer = await appliedOfferOf(context.db, space.id, jobOfferId);
  const known = offer ? await attachKnownApplicant(context, space.id, offer, profile) : null;
  if (known) {
    await dropFiles();
    return known;
  }
  try {
    await assertUniqueInSpace(context.db, space.id, profile);
  } catch (error) {
    await dropFiles();
    throw error;
  }

  const { db, now } = context;
  const { columns, lists } = splitProfile(profile);
  const under18 = profile.birth_date ? isUnder18(profile.birth_date, now) : false;
  const creation = insertWorkerStatements(
    db,
    {
      ...columns,
      ...lists,
      ...(await coordinatesOf(db, profile.postal_code)),
      first_name: profile.first_name,
      last_name: profile.last_name,
      space_id: space.id,
      state: "web",
      under_18: under18,
      registration_route: route,
    },
    now,
  );
  const readByOcr = (type: string) => space.ocr_enabled && isOcrType(type);
  const documentInserts = files.map(({ document, file }) => {
    const type = storedTypeOf(document);
    return insertRegistrationDocument(
      db,
      {
        space_id: space.id,
        worker_id: creation.workerId,
        type,
        name: file.upload.file_name.trim().slice(0, 255) || type,
        r2_key: file.key,
        content_sha256: file.sha256,
        mime_type: file.mimeType,
        size_bytes: file.size,
        confidential: false,
        uploaded_by_user_id: null,
        ocr_status: readByOcr(type) ? "pending" : null,
      },
      now,
    );
  });

  // An opaque code, kept in the log entry and said in the notification (decision 0043).
  const reference = registrationReference();
  const copies = files.map(({ file }) => file.key);
  const uploadIds = files.map(({ file }) => file.upload.id);
  let results;
  try {
    results = await refusingRacedUniqueValues(() =>
      runBatch(db, [
        uploadsStillLiveGuard(db, space.id, uploadIds, now),
        creation.insert,
        ...creation.children,
        ...documentInserts,
        ...lastEmployerStatements(db, space.id, creation.workerId, lastEmployer, now),
        deleteRegistrationUploads(db, space.id, uploadIds),
        ...(offer ? [applicantStatement(db, space.id, offer, creation.workerId, now)] : []),
        activityLog(context, {
          title: "Worker registered",
          type: "create",
          schema: "workers",
          subjectId: creation.workerId,
          spaceId: space.id,
          changes: { ...redactWorkerChanges(profile), route, reference, documents: files.map(({ document }) => storedTypeOf(document)) },
        }),
      ]),
    );
  } catch (error) {
    await deleteQuietly(context.bindings.FILES, copies);
    // A registration racing this one spent the same upload first: it is gone, as if it had expired.
    if (isWriteGuardRefusal(error)) {
      throw refusedFiles([{ field: "documents", reason: "unknown", message: REGISTRATION_MESSAGES.unknownUpload }]);
    }
    throw error;
  }
  await deleteQuietly(
    context.bindings.FILES,
    files.map(({ file }) => file.upload.r2_key),
  );
  const workerId = (results[1] as { id: number }[])[0]!.id;
  const firstDocument = 2 + creation.children.length;
  const stored = results.slice(firstDocument, firstDocument + files.length).map((rows) => (rows as { id: number; type: string }[])[0]!);

  // After the batch: the jobs find their documents pending (decision 0024); a lost enqueue leaves them pending.
  for (const document of stored.filter((row) => readByOcr(row.type))) {
    await enqueueJob(context.bindings.JOBS, OcrReadJob, { document_id: document.id, space_id: space.id });
  }
  await raiseNotification(context, {
    spaceId: space.id,
    template: "registration_submitted",
    params: {
      worker_name: `${profile.first_name} ${profile.last_name}`,
      route,
      under_18: under18,
      reference,
      ...(offer ? { job_offer_title: offer.title } : {}),
    },
    workerId,
  });
  return { reference };
}

/** An identity card's side names its stored type (decision 0022); other papers keep their type. */
function storedTypeOf(document: RegistrationDocument) {
  if (document.type === "id_card") return document.side === "verso" ? "id_card_verso" : "id_card_recto";
  return document.type;
}

/**
 * The registration's files, each read back, checked and copied to its document's key; one 422 names
 * every refused one (and no copy is left). The resume is mandatory (spec 001 §5); an upload is used
 * once; the same content twice is "duplicate document".
 */
async function checkedFilesOf(context: RegistrationContext, spaceId: number, documents: RegistrationDocument[]) {
  const refusals: FieldError[] = [];
  if (!documents.some((document) => document.type === "cv")) {
    refusals.push({ field: "documents", reason: "resume_required", message: REGISTRATION_MESSAGES.resumeRequired });
  }
  const uploads = await liveUploadsOf(context, spaceId, [...new Set(documents.map((document) => document.upload_id))]);
  const seen = new Set<string>();
  documents.forEach((document, index) => {
    const field = `documents.${index}.upload_id`;
    if (seen.has(document.upload_id)) refusals.push({ field, reason: "used_twice", message: REGISTRATION_MESSAGES.duplicateUpload });
    else if (!uploads.has(document.upload_id)) refusals.push({ field, reason: "unknown", message: REGISTRATION_MESSAGES.unknownUpload });
    seen.add(document.upload_id);
  });
  if (refusals.length > 0) throw refusedFiles(refusals);

  const files: { document: RegistrationDocument; file: StoredFile }[] = [];
  const contents = new Set<string>();
  for (const [index, document] of documents.entries()) {
    const field = `documents.${index}.upload_id`;
    const key = `documents/${spaceId}/registrations/${crypto.randomUUID()}`;
    const result = await storeCheckedCopy(context.bindings.FILES, uploads.get(document.upload_id)!, field, key);
    if (isRefusal(result)) {
      refusals.push(result);
    } else if (contents.has(result.sha256)) {
      // Identical content, or the same picture on recto and verso (spec 001 §5).
      refusals.push({ field, reason: "duplicate", message: DOCUMENT_MESSAGES.duplicate });
      await deleteQuietly(context.bindings.FILES, [key]);
    } else {
      contents.add(result.sha256);
      files.push({ document, file: result });
    }
  }
  if (refusals.length > 0)
    await deleteQuietly(
      context.bindings.FILES,
      files.map(({ file }) => file.key),
    );
  if (refusals.length > 0) throw refusedFiles(refusals);
  return files;
}
