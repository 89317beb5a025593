import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { parisDayStart } from "#domain/dates/paris-day";
import { formatDate } from "#domain/format/format-date-time";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { IconButton } from "../+tabs/item-actions";
import { ANONYMIZABLE_MIME_TYPES, SENDABLE_TYPES } from "./document-types";

// One document of the tab (spec 000 §2, §3): its type and name, validity, the expiry flag, confidential,
// OCR's state, the other workers holding the same file (possibly the same person), and its actions.

const ANONYMIZABLE_TYPES: readonly string[] = ["cv", "active_proposal_cv", "anonymized_cv"];

function sizeOf(bytes: number, locale: string) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format.format(bytes / 1024 / 1024)} Mo` : `${format.format(Math.max(bytes / 1024, 0.1))} Ko`;
}

export function DocumentCard({
  document,
  workerId,
  onEdit,
  onDelete,
  busy,
}: {
  document: WorkerDocument;
  workerId: number;
  onEdit(): void;
  onDelete(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDate(parisDayStart(value), i18n.language);
  const { valid_from: from, valid_until: until } = document;
  const validity =
    from && until
      ? t("documents.item.validity", { from: day(from), until: day(until) })
      : from
        ? t("documents.item.validFrom", { from: day(from) })
        : until
          ? t("documents.item.validUntil", { until: day(until) })
          : null;
  const base = `/workers/${workerId}/documents/${document.id}`;

  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{t(`documents.types.${document.type}`)}</p>
          <p className="mt-0.5 font-medium break-words text-ink">{document.name}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <a
            href={`${base}/file`}
            download
            className={buttonStyles.icon}
            aria-label={t("documents.item.download", { name: document.name })}
            title={t("documents.item.download", { name: document.name })}
          >
            <Icon name="document" className="size-4" />
          </a>
          <IconButton icon="pencil" label={t("documents.item.edit", { name: document.name })} onClick={onEdit} />
          <IconButton icon="trash" label={t("documents.item.delete", { name: document.name })} onClick={onDelete} disabled={busy} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {validity ? <span>{validity}</span> : null}
        {document.card_number ? <span>{t("documents.item.cardNumber", { number: document.card_number })}</span> : null}
        {document.delivering_organization ? <span>{document.delivering_organization}</span> : null}
        <span>{sizeOf(document.size_bytes, i18n.language)}</span>
        {document.expiry === "expired" ? <Badge tone="primary">{t("documents.item.expired")}</Badge> : null}
        {document.expiry === "expires_soon" ? <Badge tone="amber">{t("documents.item.expiresSoon")}</Badge> : null}
        {document.confidential ? (
          <Badge tone="violet">
            <Icon name="lock" className="size-3.5" /> {t("documents.item.confidential")}
          </Badge>
        ) : null}
        {document.ocr_status === "pending" ? <Badge tone="sky">{t("documents.item.ocrPending")}</Badge> : null}
        {document.ocr_status === "failed" ? (
          <span role="status" className="font-medium text-primary-700 dark:text-primary-300">
            {t("documents.item.ocrFailed")}
          </span>
        ) : null}
      </div>
      {document.possible_duplicate_worker_ids.length > 0 ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          {t("documents.item.duplicatePerson")}{" "}
          {document.possible_duplicate_worker_ids.map((id) => (
            <Link key={id} to={`/workers/${id}`} className="mr-2 font-medium underline underline-offset-2">
              {t("documents.item.duplicateLink", { id })}
            </Link>
          ))}
        </p>
      ) : null}
      {SENDABLE_TYPES.includes(document.type) || ANONYMIZABLE_TYPES.includes(document.type) ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {ANONYMIZABLE_TYPES.includes(document.type) && ANONYMIZABLE_MIME_TYPES.includes(document.mime_type) ? (
            <Link to={`${base}/anonymize`} className={buttonStyles.secondary}>
              {t("documents.item.anonymizeAction")}
              <span className="sr-only"> – {document.name}</span>
            </Link>
          ) : null}
          {SENDABLE_TYPES.includes(document.type) ? (
            <Link to={`${base}/send`} className={buttonStyles.secondary}>
              <Icon name="send" className="size-4" />
              {t("documents.item.sendAction")}
              <span className="sr-only"> – {document.name}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
