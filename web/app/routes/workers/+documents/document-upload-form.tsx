import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useRevalidator } from "react-router";
import { DOCUMENT_MAX_BYTES } from "#domain/documents/document-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormAlert } from "#web/app/components/form/form-alert";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { buttonStyles } from "#web/app/components/button-styles";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { ID_CARD_CHOICE, UPLOAD_CHOICES, type UploadChoice } from "./document-types";
import { UploadProgress } from "./upload-progress";
import { uploadWithProgress } from "./upload-with-progress";

// The documents tab's upload (spec 000 §3 types and fields, §5 uploads): a type, the fields, a file, or
// for an identity card a recto and a verso, each sent as its own document with its own progress bar
// (decision 0022); a face already sent is not sent again when the other is retried.

const ACCEPT = ".jpg,.jpeg,.png,.pdf,.doc,.docx,.odt,.rtf";
const TEXT_FIELDS = ["name", "valid_from", "valid_until", "card_number", "delivering_organization"] as const;

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

interface Side {
  input: "file" | "recto" | "verso";
  type: string;
}

function sidesOf(choice: UploadChoice): Side[] {
  return choice === ID_CARD_CHOICE
    ? [
        { input: "recto", type: "id_card_recto" },
        { input: "verso", type: "id_card_verso" },
      ]
    : [{ input: "file", type: choice }];
}

export function DocumentUploadForm({ workerId }: { workerId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<UploadChoice>("cv");
  const [progress, setProgress] = useState<{ label: string; fraction: number }[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The faces of an identity card already stored, by file: retrying after a refused verso sends the verso alone.
  const storedFaces = useRef(new Map<string, string>());
  const sides = sidesOf(choice);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = sides.map((side) => form.get(side.input));
    if (files.some((file) => !(file instanceof File) || file.size === 0)) {
      setRefusal(t("documents.upload.fileRequired"));
      return;
    }
    // Over 8 MB is refused here, before any byte leaves; /v1 refuses it as well (413).
    if ((files as File[]).some((file) => file.size > DOCUMENT_MAX_BYTES)) {
      setRefusal(t("documents.errors.tooLarge"));
      return;
    }
    setRefusal(null);
    setBusy(true);
    setProgress(sides.map((_, index) => ({ label: (files[index] as File).name, fraction: 0 })));
    let stored = 0;
    for (const [index, side] of sides.entries()) {
      const file = files[index] as File;
      if (storedFaces.current.get(side.input) === fileKey(file)) {
        stored += 1;
        setProgress((bars) => bars.map((bar, at) => (at === index ? { ...bar, fraction: 1 } : bar)));
        continue;
      }
      const body = new FormData();
      body.set("file", files[index] as File);
      body.set("type", side.type);
      for (const name of TEXT_FIELDS) {
        const value = String(form.get(name) ?? "").trim();
        if (!value) continue;
        // Two faces under one name would read as one document twice: each says its face.
        body.set(name, name === "name" && side.input !== "file" ? `${value} (${t(`documents.fields.${side.input}`)})` : value);
      }
      body.set("confidential", form.get("confidential") ? "true" : "false");
      const outcome = await uploadWithProgress(`/workers/${workerId}/documents/upload`, body, (fraction) =>
        setProgress((bars) => bars.map((bar, at) => (at === index ? { ...bar, fraction } : bar))),
      );
      if (!outcome.ok) {
        setRefusal(t(outcome.message.key, outcome.message.values ?? {}));
        break;
      }
      storedFaces.current.set(side.input, fileKey(file));
      stored += 1;
    }
    setBusy(false);
    if (stored > 0) revalidator.revalidate();
    if (stored === sides.length) {
      showSnackbar({ key: sides.length > 1 ? "documents.upload.doneBoth" : "documents.upload.done", tone: "success" });
      storedFaces.current.clear();
      formRef.current?.reset();
      setChoice("cv");
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-labelledby="document-upload-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-xs"
      noValidate
    >
      <h3 id="document-upload-title" className="text-base font-semibold text-ink">
        {t("documents.upload.title")}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("documents.fields.type")}
          name="type"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as UploadChoice);
            storedFaces.current.clear();
            setProgress([]);
          }}
          options={UPLOAD_CHOICES.map((value) => ({
            value,
            label: value === ID_CARD_CHOICE ? t("documents.fields.idCard") : t(`documents.types.${value}`),
          }))}
        />
        <TextField label={t("documents.fields.name")} name="name" hint={t("documents.fields.nameHint")} maxLength={255} />
        {sides.map((side) => (
          <TextField
            key={side.input}
            label={t(`documents.fields.${side.input}`)}
            name={side.input}
            type="file"
            accept={ACCEPT}
            hint={t("documents.fields.fileHint")}
            required
          />
        ))}
        <TextField label={t("documents.fields.validFrom")} name="valid_from" type="date" />
        <TextField label={t("documents.fields.validUntil")} name="valid_until" type="date" />
        <TextField label={t("documents.fields.cardNumber")} name="card_number" maxLength={100} />
        <TextField label={t("documents.fields.deliveringOrganization")} name="delivering_organization" maxLength={255} />
        <CheckboxField label={t("documents.fields.confidential")} name="confidential" hint={t("documents.fields.confidentialHint")} />
      </div>
      {progress.length > 0 ? (
        <div className="mt-4 space-y-2">
          {progress.map((bar, index) => (
            <UploadProgress key={index} label={bar.label} fraction={bar.fraction} />
          ))}
        </div>
      ) : null}
      {refusal ? (
        <div className="mt-4">
          <FormAlert tone="error">{refusal}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? t("documents.upload.uploading") : t("documents.upload.submit")}
        </button>
      </div>
    </form>
  );
}
