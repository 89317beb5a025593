import { useTranslation } from "#web/app/i18n/use-translation";
import { ChooseSpace } from "#web/app/components/choose-space";

/** Companies belong to a space: without one chosen, ask for it. */
export function NoSpaceSelected() {
  const { t } = useTranslation();
  return (
    <ChooseSpace title={t("companies.noSpace.title")} message={t("companies.noSpace.message")} choose={t("companies.noSpace.choose")} />
  );
}
