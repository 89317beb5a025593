import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Icon, type IconName } from "../icons";
import { subscribeSnackbar, type SnackbarMessage, type SnackbarTone } from "./snackbar-bus";

/** Spec 000 §9: a snackbar stays 5 seconds. */
export const SNACKBAR_TIMEOUT_MS = 5000;

const ICON_BY_TONE: Record<SnackbarTone, IconName> = { error: "exclamation", success: "checkCircle", info: "info" };
const ICON_COLOUR_BY_TONE: Record<SnackbarTone, string> = {
  error: "text-primary-400",
  success: "text-emerald-400",
  info: "text-sky-400",
};

/**
 * The one snackbar of the app (spec 000 §8). The live region is always in the page, so screen readers
 * announce each message as it appears; a new message replaces the previous one.
 */
export function SnackbarRegion() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(SnackbarMessage & { id: number }) | null>(null);

  useEffect(() => {
    let nextId = 1;
    return subscribeSnackbar((message) => setCurrent({ ...message, id: nextId++ }));
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t("snackbar.region")}
      data-snackbar-region
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-6"
    >
      {current ? (
        <div
          key={current.id}
          data-tone={current.tone}
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg ring-1 ring-white/10 dark:bg-zinc-800"
        >
          <Icon name={ICON_BY_TONE[current.tone]} className={`mt-0.5 size-5 shrink-0 ${ICON_COLOUR_BY_TONE[current.tone]}`} />
          <p className="flex-1 leading-5" data-testid="snackbar-message">
            {t(current.key, current.values ?? {})}
          </p>
          <button
            type="button"
            onClick={() => setCurrent(null)}
            className="-m-1 rounded-md p-1 text-zinc-400 hover:text-white"
            aria-label={t("snackbar.dismiss")}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
