import type { ParseKeys } from "i18next";
import { useFetcher } from "react-router";
import { showSnackbar } from "../../../components/snackbar/snackbar-bus";
import type { TabAnswer } from "./tab-answer";
import { useFetcherAnswer } from "./use-fetcher-answer";

/**
 * Deleting one item of a tab through its action (intent "delete"): the snackbar says it is done or why
 * not (spec 000 §8), and `pendingId` is the item on its way out, dimmed meanwhile.
 */
export function useDeleteFetcher(key: string, deletedKey: ParseKeys) {
  const fetcher = useFetcher<TabAnswer>({ key });
  useFetcherAnswer(fetcher, (answer) =>
    showSnackbar(answer.ok ? { key: deletedKey, tone: "success" } : { key: answer.errorKey, tone: "error" }),
  );
  return {
    pendingId: fetcher.state === "idle" ? null : Number(fetcher.formData?.get("item_id")),
    remove(id: number) {
      void fetcher.submit({ intent: "delete", item_id: id }, { method: "post" });
    },
  };
}
