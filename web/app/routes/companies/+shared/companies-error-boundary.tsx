import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { buttonStyles } from "../../../components/button-styles";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { NotFoundContent } from "../../../components/not-found-content";

/**
 * A company screen that could not load: a company that does not exist (or belongs to another space,
 * which /v1 answers the same) shows the not-found page; any other failure says so and offers a retry.
 */
export function CompaniesErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="py-10">
        <NotFoundContent />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl py-10">
      <EmptyState icon="exclamation" tone="error" title={t("companies.errorBoundary.title")} hint={t("companies.errorBoundary.message")}>
        <button type="button" className={buttonStyles.primary} onClick={() => void revalidator.revalidate()}>
          <Icon name="refresh" className="size-4" />
          {t("companies.errorBoundary.retry")}
        </button>
      </EmptyState>
    </div>
  );
}
