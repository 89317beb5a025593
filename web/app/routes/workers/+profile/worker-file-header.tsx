import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, useFetcher } from "react-router";
import { formatDate } from "#domain/format/format-date-time";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { BackLink } from "#web/app/components/back-link";
import { useWorkerListReturn } from "../+list/list-return";
import { buttonStyles } from "#web/app/components/button-styles";
import { AvailabilityRequestButton } from "#web/app/components/availability-request/availability-request-button";
import { SmsButton } from "#web/app/components/sms/sms-button";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { formMessageOf, type Refusal } from "#web/app/lib/forms/refusal";
import { ContactShortcuts } from "./contact-shortcuts";
import { ProfilePicture } from "./profile-picture";
import { ArchivedBadge, Under18Badge, WorkerStateBadge } from "./worker-badges";

type ArchiveAnswer = { ok: true; intent: "archive" | "reactivate"; changed: boolean } | Refusal;

/**
 * The top of a worker's file: back to the list, the photo, the name, state and flags, the contact shortcuts,
 * archive (after a confirmation) or reactivate (spec 000 §4), and on a phone the mobile update screen.
 */
export function WorkerFileHeader({ worker }: { worker: WorkerFile }) {
  const { t, i18n } = useTranslation();
  const name = `${worker.first_name} ${worker.last_name}`;
  const fetcher = useFetcher<ArchiveAnswer>({ key: `worker-${worker.id}-archive` });
  const [confirmArchive, setConfirmArchive] = useState(false);
  const listUrl = useWorkerListReturn();
  const archivedOn = worker.archived && worker.archived_at ? formatDate(new Date(worker.archived_at), i18n.language) : null;

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (!answer.ok) showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
    else if (!answer.changed) showSnackbar({ key: "workers.profile.file.reactivateRefused", tone: "error" });
    else
      showSnackbar({
        key: `workers.profile.file.${answer.intent === "archive" ? "archived" : "reactivated"}`,
        values: { name },
        tone: "success",
      });
  }, [answer, name]);

  function submit(intent: "archive" | "reactivate") {
    void fetcher.submit({ intent }, { method: "post", action: `/workers/${worker.id}` });
  }

  return (
    <header>
      <BackLink to={listUrl}>{t("workers.profile.file.back")}</BackLink>

      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <ProfilePicture worker={worker}>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink">{name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-muted">
            <WorkerStateBadge state={worker.state} />
            {archivedOn ? <ArchivedBadge label={t("workers.profile.file.archivedOn", { date: archivedOn })} /> : null}
            {worker.under_18 ? <Under18Badge /> : null}
            {worker.postal_city ? (
              <span className="flex items-center gap-1">
                <Icon name="mapPin" className="size-4 text-ink-subtle" />
                {[worker.postal_code, worker.postal_city].filter(Boolean).join(" ")}
              </span>
            ) : null}
          </p>
          <ContactShortcuts worker={worker} />
        </ProfilePicture>
        <div className="flex flex-wrap gap-2">
          {worker.archived ? null : (
            <>
              <SmsButton spaceId={worker.space_id} recipients={{ workerIds: [worker.id], workerNames: { [worker.id]: name } }} />
              <AvailabilityRequestButton
                spaceId={worker.space_id}
                recipients={{ workerIds: [worker.id], workerNames: { [worker.id]: name } }}
              />
            </>
          )}
          <Link to={`/workers/update/${worker.id}`} className={`${buttonStyles.secondary} md:hidden`}>
            <Icon name="pencil" className="size-4" />
            {t("workers.profile.file.edit")}
          </Link>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={fetcher.state !== "idle"}
            onClick={() => (worker.archived ? submit("reactivate") : setConfirmArchive(true))}
          >
            <Icon name={worker.archived ? "restore" : "archiveBox"} className="size-4" />
            {worker.archived ? t("workers.profile.file.reactivate") : t("workers.profile.file.archive")}
          </button>
        </div>
      </div>

      {archivedOn ? (
        <div className="mt-4">
          <FormAlert tone="info">{t("workers.profile.file.archivedBanner", { date: archivedOn })}</FormAlert>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmArchive}
        title={t("workers.profile.file.archiveTitle")}
        description={t("workers.profile.file.archiveMessage", { name })}
        confirmLabel={t("workers.profile.file.archive")}
        onClose={() => setConfirmArchive(false)}
        onConfirm={() => {
          submit("archive");
          setConfirmArchive(false);
        }}
      />
    </header>
  );
}
