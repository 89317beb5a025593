import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { IMAGE_TYPES, type ImageType } from "#domain/files/image-type";
import { PROFILE_PICTURE_MAX_BYTES } from "#domain/files/profile-picture";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { useFetcherAnswer } from "../+tabs/use-fetcher-answer";
import type { action } from "../file/profile-picture";

type PictureAnswer = Awaited<ReturnType<typeof action>>;

// The browser keeps an <img>'s picture for its URL as long as the document lives, whatever the cache
// headers say: each upload gets its own URL (?v=), remembered per worker for this document so that
// coming back to the file after a change does not show the previous photo. Browser-only state.
const versions = new Map<number, string>();

const SMALL_BUTTON = `${buttonStyles.ghost} -ml-3 px-3 py-1.5 text-xs`;

function initialsOf(worker: WorkerFile) {
  return [worker.first_name, worker.last_name].map((name) => name.trim().charAt(0).toLocaleUpperCase("fr")).join("");
}

/**
 * The worker's photo (or initials) beside `children` (the name and what goes with it), with the
 * buttons to change it and to remove it after a confirmation (spec 000 §3 "profile_picture").
 */
export function ProfilePicture({ worker, children }: { worker: WorkerFile; children: ReactNode }) {
  const { t } = useTranslation();
  const name = `${worker.first_name} ${worker.last_name}`;
  const fetcher = useFetcher<PictureAnswer>({ key: `worker-${worker.id}-picture` });
  const input = useRef<HTMLInputElement>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [version, setVersion] = useState(() => versions.get(worker.id));
  // The photo that failed to load (gone from storage, or the session ended): initials instead.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const action = `/workers/${worker.id}/profile-picture`;
  const src = version ? `${action}?v=${version}` : action;
  const showPhoto = worker.has_profile_picture && brokenSrc !== src;

  useFetcherAnswer(fetcher, (answer) => {
    // Spec 000 §5/§8: the refusal said the same way whether the web action or /v1 refused (file/profile-picture.ts).
    if (!answer.ok) return showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
    if (answer.intent === "upload") {
      versions.set(worker.id, answer.version);
      setVersion(answer.version);
    }
    showSnackbar({ key: `workers.profile.picture.${answer.intent === "upload" ? "saved" : "removed"}`, tone: "success" });
  });

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change too.
    event.target.value = "";
    if (!file) return;
    // The declared type and the size only: what the file really holds is for /v1 to judge.
    if (!IMAGE_TYPES.includes(file.type as ImageType)) return showSnackbar({ key: "workers.profile.picture.notImage", tone: "error" });
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return showSnackbar({ key: "workers.profile.picture.tooLarge", tone: "error" });
    const form = new FormData();
    form.set("file", file);
    void fetcher.submit(form, { method: "post", action, encType: "multipart/form-data" });
  }

  return (
    <div className="flex min-w-0 items-start gap-4">
      <div
        className="relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-xl font-semibold text-accent-ink ring-1 ring-line sm:size-20 sm:text-2xl"
        aria-busy={busy}
      >
        {showPhoto ? (
          <img
            src={src}
            alt={t("workers.profile.picture.alt", { name })}
            className="size-full object-cover"
            onError={() => setBrokenSrc(src)}
          />
        ) : (
          <span aria-hidden="true">{initialsOf(worker)}</span>
        )}
        {busy ? <span className="absolute inset-0 animate-pulse bg-surface/60" aria-hidden="true" /> : null}
      </div>
      <div className="min-w-0 space-y-2">
        {children}
        <div className="flex flex-wrap items-center gap-x-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("workers.profile.picture.fileLabel")}
            onChange={upload}
          />
          <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => input.current?.click()}>
            <Icon name="pencil" className="size-4" />
            {busy && fetcher.formMethod === "POST"
              ? t("workers.profile.picture.sending")
              : t(worker.has_profile_picture ? "workers.profile.picture.change" : "workers.profile.picture.add")}
          </button>
          {worker.has_profile_picture ? (
            <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => setConfirmRemove(true)}>
              <Icon name="trash" className="size-4" />
              {t("workers.profile.picture.remove")}
            </button>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={confirmRemove}
        title={t("workers.profile.picture.removeTitle")}
        description={t("workers.profile.picture.removeMessage", { name })}
        confirmLabel={t("workers.profile.picture.removeConfirm")}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() => {
          void fetcher.submit(null, { method: "delete", action });
          setConfirmRemove(false);
        }}
      />
    </div>
  );
}
