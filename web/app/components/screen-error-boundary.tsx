import type { ParseKeys } from "i18next";
import { useTranslation } from "#web/app/i18n/use-translation";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { cataloguedMessageKey } from "#web/app/lib/error-messages";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";
import { NotFoundContent } from "./not-found-content";

/**
 * The error state of a screen inside the shell: the page that does not exist (404, as for a refused
 * guard), the one the user may not see (403), or a load that failed, with a retry.
 */
export function ScreenErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <div className="py-10">
        <NotFoundContent />
      </div>
    );
  }
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  // A load /v1 refused with a catalogued text says it ("workers list fetch failed", spec 000 §8).
  const catalogued = isRouteErrorResponse(error)
    ? cataloguedMessageKey((error.data as { message?: string | null } | null)?.message)
    : undefined;
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <span className="mx-auto grid size-11 place-items-center rounded-xl bg-accent-soft text-accent-ink">
        <Icon name="exclamation" className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">{status === 403 ? t("errors.forbidden") : t("errorPage.title")}</h1>
      {status === 403 ? null : <p className="mt-2 text-sm text-ink-muted">{t(catalogued ?? "listing.loadFailed")}</p>}
      <button type="button" className={`${buttonStyles.secondary} mt-6`} onClick={() => void revalidator.revalidate()}>
        <Icon name="refresh" className="size-4" />
        {t("listing.retry")}
      </button>
    </section>
  );
}

/** A screen's tab title: its own, or the not-found / error title when its loader failed. */
export function screenTitleKey(error: unknown, key: ParseKeys): ParseKeys {
  if (!error) return key;
  return isRouteErrorResponse(error) && error.status === 404 ? "pages.notFound" : "pages.error";
}
