import { useEffect, useRef } from "react";
import { showSnackbar } from "../../../components/snackbar/snackbar-bus";

/** "Profile saved", once per successful answer of the update action. */
export function useSavedSnackbar(answer: { ok: boolean } | undefined) {
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || told.current === answer) return;
    told.current = answer;
    showSnackbar({ key: "workers.profile.form.saved", tone: "success" });
  }, [answer]);
}
