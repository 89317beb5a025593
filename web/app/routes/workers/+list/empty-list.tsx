import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { ChooseSpace } from "#web/app/components/choose-space";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";

/** No worker to show: none matches the filters (clear them), none archived, or none at all (create one). */
export function EmptyList({ archived, filtered, clearFiltersTo }: { archived: boolean; filtered: boolean; clearFiltersTo: string }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState icon="search" title={t("workers.list.empty.noMatchTitle")} hint={t("workers.list.empty.noMatchMessage")}>
        <Link to={clearFiltersTo} className={buttonStyles.secondary}>
          {t("workers.list.empty.clearFilters")}
        </Link>
      </EmptyState>
    );
  }
  if (archived) {
    return <EmptyState icon="archiveBox" title={t("workers.list.empty.archivedTitle")} hint={t("workers.list.empty.archivedMessage")} />;
  }
  return (
    <EmptyState icon="users" title={t("workers.list.empty.title")} hint={t("workers.list.empty.message")}>
      <Link to="/workers/create" className={buttonStyles.primary}>
        <Icon name="plus" className="size-4" />
        {t("workers.list.create")}
      </Link>
    </EmptyState>
  );
}

/** Workers belong to a space: a user of several, who has chosen none, is asked to (change-space dialog). */
export function NoSpaceChosen() {
  const { t } = useTranslation();
  return (
    <ChooseSpace
      title={t("workers.list.noSpace.title")}
      message={t("workers.list.noSpace.message")}
      choose={t("workers.list.noSpace.choose")}
    />
  );
}
