import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import type { TabAnswer } from "./tab-answer";
import { useFetcherAnswer } from "./use-fetcher-answer";

// Deleting one item of a tab: asked first, then posted to the tab's action (intent "delete"). The
// snackbar says it is done or why not (spec 000 §8: an item someone else deleted meanwhile), and the
// item stays dimmed (`pendingId`) until the tab reloads without it.

export function useItemDeletion<Item extends { id: number }>(key: string, deletedKey: ParseKeys) {
  const fetcher = useFetcher<TabAnswer>({ key });
  const [asked, setAsked] = useState<Item | null>(null);
  useFetcherAnswer(fetcher, (answer) =>
    showSnackbar(answer.ok ? { key: deletedKey, tone: "success" } : { ...formMessageOf(answer.reply), tone: "error" }),
  );
  const pendingId = fetcher.state === "idle" ? null : Number(fetcher.formData?.get("item_id"));
  return {
    pendingId,
    /** While one deletion runs, the delete buttons wait. */
    busy: pendingId !== null,
    /** The item awaiting the user's confirmation. */
    asked,
    ask: (item: Item) => setAsked(item),
    cancel: () => setAsked(null),
    confirm() {
      if (asked) void fetcher.submit({ intent: "delete", item_id: asked.id }, { method: "post" });
      setAsked(null);
    },
  };
}

type ItemDeletion<Item extends { id: number }> = ReturnType<typeof useItemDeletion<Item>>;

/** The confirmation of a deletion, describing the item asked about. */
export function ConfirmItemDeletion<Item extends { id: number }>({
  deletion,
  title,
  describe,
}: {
  deletion: ItemDeletion<Item>;
  title: string;
  describe(item: Item): string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={deletion.asked !== null}
      title={title}
      description={deletion.asked ? describe(deletion.asked) : ""}
      confirmLabel={t("workers.tabs.common.delete")}
      onClose={deletion.cancel}
      onConfirm={deletion.confirm}
    />
  );
}
