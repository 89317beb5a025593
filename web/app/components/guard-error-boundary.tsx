import { isRouteErrorResponse } from "react-router";
import { useTranslation } from "react-i18next";
import { NotFoundContent } from "./not-found-content";

/**
 * The error boundary of a guarded area (spec 000 §6): a refused guard answers 404 and shows the
 * not-found page, inside the shell, like any page that does not exist.
 */
export function GuardErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="py-10">
        <NotFoundContent />
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-semibold">{t("errorPage.title")}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t("errorPage.message")}</p>
    </section>
  );
}
