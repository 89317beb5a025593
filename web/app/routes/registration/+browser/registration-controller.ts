import type { FieldError } from "#domain/errors/app-error";
import { appliedOfferIdOf } from "#domain/job-offers/offer-links";
import { clearDraft, draftKey, formValues, readDraft, restoreValues, writeDraft, type RegistrationDraft } from "./registration-draft";
import { checkFile, uploadFile } from "./direct-upload";
import { clearFieldErrors, focusFirstInvalid, refusalText, setFieldError, setFormError, t, zodRefusals } from "./island-dom";
import { deletePublic, postPublic } from "./public-api";
import { turnstileToken } from "./turnstile";
import {
  OTHER_DOCUMENT_TYPES,
  otherDocumentSlot,
  progressSteps,
  REGISTRATION_FIELDS,
  SIDED_IDENTITY_TYPES,
  STEP_FIELDS,
  stepOfField,
  stepsNamed,
  stepSchema,
  valuesOf,
  type IdentityDocumentType,
} from "../+shared/registration-steps";

// The standard and kiosk registration in the browser (spec 001 §2): one step shown at a time, each
// checked with the worker form's schemas before the next, the draft kept in local storage, documents
// sent straight to storage with their progress, then the registration, and the confirmation.

export interface RegistrationController {
  form: HTMLFormElement;
  draftKey: string;
  /** Forgets everything typed: the form, the uploads, the draft; back to the first step. */
  reset(): void;
  /** Files sent by other means (the kiosk's webcam) join the registration under `slot`. */
  addUpload(slot: string, file: File): Promise<boolean>;
  onConfirmed?: () => void;
}

export function startRegistration(form: HTMLFormElement): RegistrationController {
  const spaceUrl = form.dataset.spaceUrl ?? "";
  const route = form.dataset.route ?? "standard";
  const appliedOffer = appliedOfferIdOf(new URLSearchParams(window.location.search));
  const key = draftKey(route, spaceUrl);
  // The agency's steps as the page drew them: five, or six with its employer step.
  const steps = stepsNamed(form.dataset.steps);
  const progressStepIds = progressSteps(steps);
  const sections = [...form.querySelectorAll<HTMLElement>("[data-step]")];
  const sectionAt = (index: number): HTMLElement => sections[index] ?? form;
  const stepAt = (index: number) => steps[index] ?? "preparation";
  const confirmation = document.querySelector<HTMLElement>("[data-confirmation]");
  const button = (action: string) => form.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  const pending = new Set<string>();
  let draft: RegistrationDraft = readDraft(key) ?? { step: 0, values: {}, uploads: {} };
  let current = Math.min(Math.max(0, draft.step), steps.length - 1);
  let sending = false;

  // Nothing typed, nothing sent: nothing kept (a kiosk just reset leaves no trace).
  const save = () => {
    draft = { ...draft, step: current, values: formValues(form) };
    const typed = REGISTRATION_FIELDS.some((field) => draft.values[field.name]?.some((value) => value !== ""));
    if (typed || current > 0 || Object.keys(draft.uploads).length > 0) writeDraft(key, draft);
    else clearDraft(key);
  };

  function showProgress(index: number) {
    const text = document.querySelector<HTMLElement>("[data-progress-text]");
    if (text)
      text.textContent = t("registration.progress", {
        current: index + 1,
        total: progressStepIds.length,
        step: t(`registration.steps.${progressStepIds[index]}`),
      });
    document.querySelectorAll<HTMLElement>("[data-progress-step]").forEach((item, itemIndex) => {
      if (itemIndex === index) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
      if (itemIndex < index) item.dataset.done = "";
      else delete item.dataset.done;
    });
  }

  function showStep(index: number, focus: boolean) {
    current = index;
    sections.forEach((section, sectionIndex) => (section.hidden = sectionIndex !== index));
    const last = index === steps.length - 1;
    button("back")!.hidden = index === 0;
    button("next")!.hidden = last;
    button("send")!.hidden = !last;
    (form.elements.namedItem("step") as HTMLInputElement).value = String(index);
    showProgress(index);
    setFormError(form, null);
    save();
    if (focus) sectionAt(index).querySelector<HTMLElement>("h2")?.focus();
  }

  /** Checks one step; shows its refusals; true when it passes. */
  function checkStep(index: number): boolean {
    const step = stepAt(index);
    const section = sectionAt(index);
    clearFieldErrors(section);
    if (step === "documents") return checkDocuments(section);
    const result = stepSchema(step).safeParse(valuesOf(new FormData(form), STEP_FIELDS[step]));
    if (result.success) return true;
    for (const [field, message] of zodRefusals(result.error)) setFieldError(section, field, message);
    return false;
  }

  function identityType(): IdentityDocumentType {
    return ((form.elements.namedItem("identity_type") as HTMLSelectElement | null)?.value ?? "id_card") as IdentityDocumentType;
  }

  function checkDocuments(section: HTMLElement): boolean {
    let ok = true;
    if (!draft.uploads.cv) {
      setFieldError(section, "documents.cv", t("registration.documents.resumeRequired"));
      ok = false;
    }
    // Identity documents with two faces need both (spec 001 §3 "front and back").
    if (SIDED_IDENTITY_TYPES.includes(identityType())) {
      const recto = Boolean(draft.uploads["identity-recto"]);
      const verso = Boolean(draft.uploads["identity-verso"]);
      if (recto !== verso) {
        setFieldError(
          section,
          recto ? "documents.identity-verso" : "documents.identity-recto",
          t("registration.documents.otherSideRequired"),
        );
        ok = false;
      }
    }
    return ok;
  }

  function showVerso() {
    const verso = form.querySelector<HTMLElement>('[data-upload-slot="identity-verso"]');
    if (verso) verso.hidden = !SIDED_IDENTITY_TYPES.includes(identityType());
  }

  function slotElements(slot: string) {
    const root = form.querySelector<HTMLElement>(`[data-upload-slot="${slot}"]`) ?? form;
    return {
      root,
      progress: root.querySelector<HTMLProgressElement>("[data-upload-progress]"),
      status: root.querySelector<HTMLElement>("[data-upload-status]"),
      remove: root.querySelector<HTMLButtonElement>('[data-action="remove-upload"]'),
      input: root.querySelector<HTMLInputElement>('input[type="file"]'),
    };
  }

  function showUploaded(slot: string) {
    const { status, progress, remove } = slotElements(slot);
    const uploaded = draft.uploads[slot];
    if (status) status.textContent = uploaded ? t("registration.documents.uploaded", { name: uploaded.file_name }) : "";
    if (progress) progress.hidden = true;
    if (remove) {
      remove.hidden = !uploaded;
      remove.textContent = uploaded ? t("registration.documents.remove", { name: uploaded.file_name }) : "";
    }
  }

  /**
   * Spec 001 §4: a sent file can be removed before registering; /v1 deletes it from storage. A file
   * already gone there (expired, 404) is forgotten all the same; any other failure keeps it and says
   * so (spec 001 §8 "Delete process fail").
   */
  async function removeUpload(slot: string) {
    const uploaded = draft.uploads[slot];
    if (!uploaded || pending.has(slot)) return;
    const { root, status, input } = slotElements(slot);
    const field = `documents.${slot}`;
    setFieldError(root, field, null);
    pending.add(slot);
    const answer = await deletePublic(`/spaces/${encodeURIComponent(spaceUrl)}/uploads/${encodeURIComponent(uploaded.upload_id)}`);
    pending.delete(slot);
    if (!answer.ok && answer.status !== 404) {
      setFieldError(root, field, t("registration.documents.deleteFailed"));
      return;
    }
    delete draft.uploads[slot];
    save();
    showUploaded(slot);
    if (input) {
      input.value = "";
      input.focus();
    }
    if (status) status.textContent = t("registration.documents.removed", { name: uploaded.file_name });
  }

  async function addUpload(slot: string, file: File): Promise<boolean> {
    const { root, progress, status } = slotElements(slot);
    const field = `documents.${slot}`;
    setFieldError(root, field, null);
    const refused = checkFile(file);
    if (refused) {
      setFieldError(root, field, t(refused === "too_big" ? "registration.documents.tooBig" : "registration.documents.badFormat"));
      return false;
    }
    const fingerprint = `${file.name}:${file.size}:${file.lastModified}`;
    if (Object.entries(draft.uploads).some(([other, upload]) => other !== slot && upload.fingerprint === fingerprint)) {
      setFieldError(root, field, t("registration.documents.duplicate"));
      return false;
    }
    pending.add(slot);
    if (progress) {
      progress.hidden = false;
      progress.value = 0;
    }
    const outcome = await uploadFile(spaceUrl, file, (percent) => {
      if (progress) progress.value = percent;
      if (status) status.textContent = t("registration.documents.uploading", { name: file.name, percent });
    });
    pending.delete(slot);
    if (!outcome.ok) {
      if (progress) progress.hidden = true;
      if (status) status.textContent = "";
      const message = {
        too_big: "registration.documents.tooBig",
        format: "registration.documents.badFormat",
        too_many: "registration.errors.tooMany",
        failed: "registration.documents.failed",
      }[outcome.reason];
      setFieldError(root, field, t(message));
      return false;
    }
    draft.uploads[slot] = { upload_id: outcome.uploadId, file_name: file.name, fingerprint };
    save();
    showUploaded(slot);
    return true;
  }

  /** The documents of the registration, and the slot each came from (a refusal names `documents.N`). */
  function documentsOfDraft() {
    const documents: { upload_id: string; type: string; side?: "recto" | "verso" }[] = [];
    const slots: string[] = [];
    const add = (slot: string, type: string, side?: "recto" | "verso") => {
      const upload = draft.uploads[slot];
      if (!upload) return;
      documents.push({ upload_id: upload.upload_id, type, ...(side ? { side } : {}) });
      slots.push(slot);
    };
    add("cv", "cv");
    const identity = identityType();
    const sided = SIDED_IDENTITY_TYPES.includes(identity);
    add("identity-recto", identity, sided ? "recto" : undefined);
    if (sided) add("identity-verso", identity, "verso");
    for (const type of OTHER_DOCUMENT_TYPES) add(otherDocumentSlot(type), type);
    add("photo", "photo");
    return { documents, slots };
  }

  /** /v1's refusals under their fields, back on the step of the first one. */
  function showRefusals(fields: FieldError[], slots: string[] = []) {
    if (fields.some((refusal) => refusal.field === "turnstile_token")) return setFormError(form, t("registration.errors.robot"));
    let firstStep: number | null = null;
    for (const refusal of fields) {
      const isDocument = refusal.field.startsWith("documents");
      const step = isDocument ? "documents" : stepOfField(refusal.field);
      const index = step ? steps.indexOf(step) : -1;
      if (index < 0) continue;
      // `documents.N.upload_id` → the slot the Nth document came from; `documents` alone → the resume.
      const slot = slots[Number(refusal.field.split(".")[1])] ?? "cv";
      const placed = setFieldError(
        sectionAt(index),
        isDocument ? `documents.${slot}` : refusal.field,
        documentMessage(refusal) ?? refusalText(refusal),
      );
      if (placed && (firstStep === null || index < firstStep)) firstStep = index;
    }
    if (firstStep === null) return setFormError(form, t("registration.errors.saving"));
    // Field errors stay shown across steps: only the form's message is replaced.
    showStep(firstStep, false);
    setFormError(form, t("registration.errors.fix"));
    if (!focusFirstInvalid(sectionAt(firstStep))) sectionAt(firstStep).querySelector<HTMLElement>("h2")?.focus();
  }

  /** A refused document's sentence by its reason (decision 0032); spec 001 §8 "non-compliant file" otherwise. */
  function documentMessage(refusal: FieldError): string | null {
    if (!refusal.field.startsWith("documents")) return null;
    if (refusal.reason === "too_large") return t("registration.documents.tooBig");
    if (refusal.reason === "unsupported_format") return t("registration.documents.badFormat");
    if (refusal.reason === "duplicate") return t("registration.documents.duplicate");
    if (refusal.reason === "resume_required") return t("registration.documents.resumeRequired");
    return t("registration.documents.nonCompliant");
  }

  async function send() {
    if (sending) return;
    for (let index = 0; index < steps.length; index++) {
      if (!checkStep(index)) {
        if (index !== current) showStep(index, false);
        setFormError(form, t("registration.errors.fix"));
        focusFirstInvalid(sectionAt(index));
        return;
      }
    }
    if (pending.size > 0) return;
    sending = true;
    const sendButton = button("send")!;
    sendButton.disabled = true;
    sendButton.textContent = t("registration.actions.sending");
    try {
      const token = await turnstileToken(form.dataset.turnstileSiteKey ?? "", form.querySelector<HTMLElement>("[data-turnstile]")!);
      if (!token) {
        setFormError(form, t("registration.errors.robot"));
        return;
      }
      const { documents, slots } = documentsOfDraft();
      const answer = await postPublic<{ reference: string }>(`/spaces/${encodeURIComponent(spaceUrl)}/registrations`, {
        ...valuesOf(new FormData(form), REGISTRATION_FIELDS),
        documents,
        route,
        turnstile_token: token,
        // Arrived from an offer's "Postuler" (decision 0046): the candidate applies to it.
        ...(appliedOffer ? { job_offer_id: appliedOffer } : {}),
      });
      if (answer.ok) return confirm(answer.body.reference);
      if ((answer.status === 422 || answer.status === 409) && answer.fields.length > 0) return showRefusals(answer.fields, slots);
      if (answer.status === 409) return showRefusals([{ field: "email", reason: "taken", message: answer.message }]);
      setFormError(
        form,
        t(
          answer.status === 0 || answer.status === 502
            ? "registration.errors.connection"
            : answer.status === 429
              ? "registration.errors.tooMany"
              : /turnstile/i.test(answer.message)
                ? "registration.errors.robot"
                : "registration.errors.saving",
        ),
      );
    } finally {
      sending = false;
      sendButton.disabled = false;
      sendButton.textContent = t("registration.actions.send");
    }
  }

  function confirm(reference: string) {
    clearDraft(key);
    draft = { step: 0, values: {}, uploads: {} };
    form.hidden = true;
    showProgress(progressStepIds.length - 1);
    if (confirmation) {
      confirmation.hidden = false;
      const referenceText = confirmation.querySelector<HTMLElement>("[data-reference]");
      if (referenceText) referenceText.textContent = t("registration.confirmation.reference", { reference });
      confirmation.querySelector<HTMLElement>("h2")?.focus();
    }
    controller.onConfirmed?.();
  }

  function reset() {
    clearDraft(key);
    draft = { step: 0, values: {}, uploads: {} };
    form.reset();
    clearFieldErrors(form);
    for (const slot of form.querySelectorAll<HTMLElement>("[data-upload-slot]")) showUploaded(slot.dataset.uploadSlot ?? "");
    form.hidden = false;
    if (confirmation) confirmation.hidden = true;
    showVerso();
    showStep(0, true);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const intent = (event.submitter as HTMLButtonElement | null)?.value ?? "next";
    if (intent === "back") return showStep(Math.max(0, current - 1), true);
    if (intent === "send") return void send();
    if (checkStep(current)) return showStep(Math.min(current + 1, steps.length - 1), true);
    setFormError(form, t("registration.errors.fix"));
    focusFirstInvalid(sectionAt(current));
  });

  // A refused field is checked again as it is corrected.
  form.addEventListener("input", (event) => {
    save();
    const target = event.target as HTMLElement;
    if (target.getAttribute("aria-invalid") === "true" && stepAt(current) !== "documents") {
      const step = stepAt(current);
      const result = stepSchema(step).safeParse(valuesOf(new FormData(form), STEP_FIELDS[step]));
      const refusals = result.success ? new Map<string, string>() : zodRefusals(result.error);
      const name = target.id.replace(/^reg-/, "").replace(/-(\d+)$/, ".$1");
      setFieldError(sectionAt(current), name, refusals.get(name) ?? null);
    }
  });

  form.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.name === "identity_type") showVerso();
    if (target instanceof HTMLInputElement && target.type === "file" && target.files?.[0]) {
      const slot = target.closest<HTMLElement>("[data-upload-slot]")?.dataset.uploadSlot;
      if (slot) void addUpload(slot, target.files[0]);
    }
    save();
  });

  form.addEventListener("click", (event) => {
    const remove = (event.target as HTMLElement).closest<HTMLElement>('[data-action="remove-upload"]');
    const slot = remove?.closest<HTMLElement>("[data-upload-slot]")?.dataset.uploadSlot;
    if (slot) void removeUpload(slot);
  });

  document.querySelector<HTMLElement>('[data-action="restart"]')?.addEventListener("click", () => reset());

  const controller: RegistrationController = { form, draftKey: key, reset, addUpload };
  restoreValues(form, draft.values);
  showVerso();
  for (const slot of Object.keys(draft.uploads)) showUploaded(slot);
  showStep(current, false);
  return controller;
}
