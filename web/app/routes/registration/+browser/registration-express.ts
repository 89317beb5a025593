import { checkFile, uploadFile } from "./direct-upload";
import { clearFieldErrors, focusFirstInvalid, markReady, setFieldError, setFormError, t, zodRefusals } from "./island-dom";
import { postPublic } from "./public-api";
import { draftKey, formValues, readDraft, writeDraft, type UploadedDocument } from "./registration-draft";
import { turnstileToken } from "./turnstile";
import { EXPRESS_FIELDS, ExpressSchema } from "../+shared/express-fields";
import { valuesOf } from "../+shared/registration-steps";

// Express registration in the browser (spec 001 §2): the CV goes straight to storage, its reading
// (POST express-readings) fills the fields still empty, the candidate confirms. On any error they land
// on the standard registration with what they typed and the CV already sent (its draft).

const form = document.querySelector<HTMLFormElement>("#express-form");

function start(form: HTMLFormElement) {
  const spaceUrl = form.dataset.spaceUrl ?? "";
  const slot = form.querySelector<HTMLElement>('[data-upload-slot="cv"]')!;
  const progress = slot.querySelector<HTMLProgressElement>("[data-upload-progress]")!;
  const status = slot.querySelector<HTMLElement>("[data-upload-status]")!;
  const sendButton = form.querySelector<HTMLButtonElement>('[data-action="send"]')!;
  let cv: UploadedDocument | null = null;
  let busy = false;

  /** Spec 001 §2: "on an error during express registration, the user is redirected to the classic registration". */
  function fallBackToStandard() {
    const key = draftKey("standard", spaceUrl);
    const draft = readDraft(key) ?? { step: 0, values: {}, uploads: {} };
    const typed = formValues(form);
    for (const [name, values] of Object.entries(typed)) if (values.some((value) => value !== "")) draft.values[name] = values;
    if (cv) draft.uploads.cv = cv;
    draft.step = 0;
    writeDraft(key, draft);
    window.location.assign(`/inscription/${encodeURIComponent(spaceUrl)}?from=express`);
  }

  function fill(fields: Record<string, unknown>) {
    for (const field of EXPRESS_FIELDS) {
      const value = fields[field.name];
      const input = form.elements.namedItem(field.name);
      if (typeof value === "string" && input instanceof HTMLInputElement && input.value === "") input.value = value;
    }
  }

  async function readCv(file: File) {
    setFieldError(slot, "documents.cv", null);
    const refused = checkFile(file);
    if (refused) {
      setFieldError(slot, "documents.cv", t(refused === "too_big" ? "registration.documents.tooBig" : "registration.documents.badFormat"));
      return;
    }
    busy = true;
    progress.hidden = false;
    progress.value = 0;
    const outcome = await uploadFile(spaceUrl, file, (percent) => {
      progress.value = percent;
      status.textContent = t("registration.documents.uploading", { name: file.name, percent });
    });
    if (!outcome.ok) {
      busy = false;
      return fallBackToStandard();
    }
    cv = { upload_id: outcome.uploadId, file_name: file.name, fingerprint: `${file.name}:${file.size}:${file.lastModified}` };
    progress.hidden = true;
    status.textContent = t("registration.express.reading");
    // The reading is paid OCR: it asks for its own solved challenge (decision 0043).
    const token = await turnstileToken(form.dataset.turnstileSiteKey ?? "", form.querySelector<HTMLElement>("[data-turnstile]")!);
    const reading = token
      ? await postPublic<{ fields: Record<string, unknown> }>(`/spaces/${encodeURIComponent(spaceUrl)}/express-readings`, {
          upload_id: cv.upload_id,
          turnstile_token: token,
        })
      : null;
    busy = false;
    if (!reading || !reading.ok) return fallBackToStandard();
    fill(reading.body.fields ?? {});
    status.textContent = t("registration.documents.uploaded", { name: file.name });
  }

  async function confirm() {
    clearFieldErrors(form);
    setFormError(form, null);
    const values = valuesOf(new FormData(form), EXPRESS_FIELDS);
    const result = ExpressSchema.safeParse(values);
    let refused = !result.success;
    if (!result.success) for (const [field, message] of zodRefusals(result.error)) setFieldError(form, field, message);
    if (!cv) {
      setFieldError(slot, "documents.cv", t("registration.documents.resumeRequired"));
      refused = true;
    }
    if (refused) {
      setFormError(form, t("registration.errors.fix"));
      focusFirstInvalid(form);
      return;
    }
    busy = true;
    sendButton.disabled = true;
    const token = await turnstileToken(form.dataset.turnstileSiteKey ?? "", form.querySelector<HTMLElement>("[data-turnstile]")!);
    const answer = token
      ? await postPublic<{ reference: string }>(`/spaces/${encodeURIComponent(spaceUrl)}/registrations`, {
          ...values,
          documents: [{ upload_id: cv!.upload_id, type: "cv" }],
          route: "express",
          turnstile_token: token,
        })
      : null;
    busy = false;
    sendButton.disabled = false;
    if (!answer || !answer.ok) return fallBackToStandard();
    form.hidden = true;
    const confirmation = document.querySelector<HTMLElement>("[data-confirmation]");
    if (confirmation) {
      confirmation.hidden = false;
      const reference = confirmation.querySelector<HTMLElement>("[data-reference]");
      if (reference) reference.textContent = t("registration.confirmation.reference", { reference: answer.body.reference });
      confirmation.querySelector<HTMLElement>("h2")?.focus();
    }
  }

  form.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === "file" && target.files?.[0] && !busy) void readCv(target.files[0]);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!busy) void confirm();
  });
  document.querySelector('[data-action="restart"]')?.addEventListener("click", () => window.location.reload());
}

if (form) start(form);
markReady();
