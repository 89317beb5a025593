import { useEffect, useRef } from "react";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { formMessageOf, type Refusal } from "#web/app/lib/forms/refusal";

/** An action's answer; only archive and reactivate successes (and any refusal) are told here. */
export type ArchiveAnswer = { ok: true; intent: string; name?: string } | Refusal;

/** Tells the outcome of an archive or a reactivation (spec 000 §4) in the snackbar, once per answer. */
export function useArchiveSnackbar(state: string, answer: ArchiveAnswer | undefined) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (state !== "idle" || !answer || shown.current === answer) return;
    shown.current = answer;
    if (answer.ok) {
      if (answer.intent !== "archive" && answer.intent !== "reactivate") return;
      showSnackbar({
        key: answer.intent === "archive" ? "companies.list.archived" : "companies.list.reactivated",
        values: { name: answer.name ?? "" },
        tone: "success",
      });
    } else {
      showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
    }
  }, [state, answer]);
}
