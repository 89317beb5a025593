import { useTranslation } from "react-i18next";
import { buttonStyles } from "../../../components/button-styles";
import { EmptyState } from "../../../components/empty-state";
import { useShell } from "../../shell/+shared/shell-context";

/** Companies belong to a space: without one chosen, ask for it (the shell's change-space dialog). */
export function NoSpaceSelected() {
  const { t } = useTranslation();
  const { openChangeSpace } = useShell();
  return (
    <div className="mt-8">
      <EmptyState icon="mapPin" title={t("companies.noSpace.title")} hint={t("companies.noSpace.message")}>
        <button type="button" className={buttonStyles.primary} onClick={openChangeSpace}>
          {t("companies.noSpace.choose")}
        </button>
      </EmptyState>
    </div>
  );
}
