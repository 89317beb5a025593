import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useBlocker } from "react-router";
import { isSigningOut } from "#web/app/lib/api.client";
import { ConfirmDialog } from "../confirm-dialog";

// leaving a form with unsaved changes (another tab of the worker file, the menu, closing or
// reloading the page) asks first. "Unsaved" is: the form's values differ from those it opened with.

function valuesOf(form: HTMLFormElement | null): string {
  if (!form) return "";
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") entries.push([name, value]);
  return JSON.stringify(entries);
}

/** Put inside a form that starts again (a new key) once saved; `enabled` false while nothing can be lost. */
export function UnsavedChangesGuard({ formRef, enabled = true }: { formRef: RefObject<HTMLFormElement | null>; enabled?: boolean }) {
  const { t } = useTranslation();
  const opened = useRef<string | null>(null);

  // What the form showed when it opened (the children's effects run before the form's own).
  useEffect(() => {
    opened.current ??= valuesOf(formRef.current);
  }, [formRef]);

  const hasChanges = () => enabled && opened.current !== null && !isSigningOut() && valuesOf(formRef.current) !== opened.current;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && hasChanges(),
  );

  useEffect(() => {
    function beforeUnload(event: BeforeUnloadEvent) {
      if (!hasChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  });

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("common.unsavedTitle")}
      description={t("common.unsavedDescription")}
      confirmLabel={t("common.unsavedLeave")}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
