import { useTranslation } from "react-i18next";
import { buttonStyles } from "../../../components/button-styles";
import { EmptyState } from "../../../components/empty-state";
import { useShell } from "../../shell/+shared/shell-context";

/** A worker belongs to a space: without one chosen, ask for it (the shell's change-space dialog). */
export function NoSpaceSelected() {
  const { t } = useTranslation();
  const { openChangeSpace } = useShell();
  return (
    <div className="mt-8">
      <EmptyState icon="mapPin" title={t("workers.profile.noSpace.title")} hint={t("workers.profile.noSpace.message")}>
        <button type="button" className={buttonStyles.primary} onClick={openChangeSpace}>
          {t("workers.profile.noSpace.choose")}
        </button>
      </EmptyState>
    </div>
  );
}
