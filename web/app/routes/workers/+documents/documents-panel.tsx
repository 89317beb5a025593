import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { EmptyState } from "#web/app/components/empty-state";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { TabHeader } from "../+tabs/tab-header";
import { TabItemList } from "../+tabs/tab-item-list";
import { useFetcherAnswer } from "../+tabs/use-fetcher-answer";
import { DocumentCard } from "./document-card";
import { DocumentEditForm } from "./document-edit-form";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { DocumentUploadForm } from "./document-upload-form";
import type { DocumentAnswer } from "./documents-action.server";

// The documents tab (spec 000 §2): the upload, then the worker's documents; each edited in a dialog,
// deleted after a confirmation (a failed delete says the spec's delete error and keeps the document).

export function DocumentsPanel({ workerId, documents }: { workerId: number; documents: WorkerDocument[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<WorkerDocument | null>(null);
  const [asked, setAsked] = useState<WorkerDocument | null>(null);
  const deletion = useFetcher<DocumentAnswer>({ key: `worker-${workerId}-document-delete` });
  useFetcherAnswer(deletion, (answer) =>
    showSnackbar(answer.ok ? { key: "documents.deletion.done", tone: "success" } : { ...formMessageOf(answer.reply), tone: "error" }),
  );
  const pendingId = deletion.state === "idle" ? null : Number(deletion.formData?.get("item_id"));

  return (
    <section aria-labelledby="documents-title">
      <TabHeader id="documents-title" title={t("documents.title")} />
      <div className="mt-4">
        <DocumentUploadForm workerId={workerId} />
      </div>
      <div className="mt-6">
        <TabItemList
          items={documents}
          label={t("documents.listLabel")}
          empty={<EmptyState icon="document" title={t("documents.emptyTitle")} hint={t("documents.emptyMessage")} />}
          testId="document"
          pendingId={pendingId}
        >
          {(document) => (
            <DocumentCard
              document={document}
              workerId={workerId}
              onEdit={() => setEditing(document)}
              onDelete={() => setAsked(document)}
              busy={pendingId !== null}
            />
          )}
        </TabItemList>
      </div>

      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t("documents.edit.title")}
        description={t("documents.edit.description")}
        size="lg"
      >
        {editing ? <DocumentEditForm document={editing} onDone={() => setEditing(null)} /> : null}
      </DialogFrame>
      <ConfirmDialog
        open={asked !== null}
        title={t("documents.deletion.title")}
        description={asked ? t("documents.deletion.message", { name: asked.name }) : ""}
        confirmLabel={t("workers.tabs.common.delete")}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void deletion.submit({ intent: "delete", item_id: asked.id }, { method: "post" });
          setAsked(null);
        }}
      />
    </section>
  );
}
