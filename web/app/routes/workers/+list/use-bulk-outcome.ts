import { useEffect, useRef } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { readStored, writeStored } from "#web/app/lib/local-storage";
import { formMessageOf, type Refusal } from "#web/app/lib/forms/refusal";
import { withIds, withSelection } from "./worker-selection";

export type BulkAnswer = { ok: true; intent: "archive" | "reactivate"; changed: number[]; refused: number[] } | Refusal;

/**
 * Once per answer of the bulk action: says in the snackbar how many workers were archived (or
 * reactivated) and how many /v1 refused (already done, or gone), and takes all of them out of the
 * selection they came from; they have left this view either way. `onDone` follows a success.
 */
export function useBulkOutcome(
  state: string,
  answer: BulkAnswer | undefined,
  selectionKeyOf: (archived: boolean) => string | null,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
      return;
    }
    const archive = answer.intent === "archive";
    const key = selectionKeyOf(!archive);
    if (key) {
      const stored = readStored("workerSelections");
      writeStored(
        "workerSelections",
        withSelection(stored, key, withIds(stored[key] ?? [], [...answer.changed, ...answer.refused], false)),
      );
    }
    onDone();
    const count = answer.changed.length;
    if (answer.refused.length === 0) {
      showSnackbar({ key: archive ? "workers.list.bulk.archived" : "workers.list.bulk.reactivated", values: { count }, tone: "success" });
      return;
    }
    const refused = t(archive ? "workers.list.bulk.refusedArchive" : "workers.list.bulk.refusedReactivate", {
      count: answer.refused.length,
    });
    showSnackbar({
      key: archive ? "workers.list.bulk.archivedSome" : "workers.list.bulk.reactivatedSome",
      values: { count, refused },
      tone: "info",
    });
  }, [state, answer, selectionKeyOf, onDone, t]);
}
