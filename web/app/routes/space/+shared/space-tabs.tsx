import { useLocation } from "react-router";
import { TabLinks } from "#web/app/components/tab-links";
import { useTranslation } from "#web/app/i18n/use-translation";

const TABS = [
  { id: "users", to: "/space/users" },
  { id: "settings", to: "/space/settings" },
] as const;

/** The space administration's screens (spec 000 §2 /space, decision 0045): its users and its agency's settings. */
export function SpaceTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.id ?? "users";
  return (
    <div className="mb-6">
      <TabLinks label={t("space.tabs.label")} current={current} tabs={TABS.map((tab) => ({ ...tab, label: t(`space.tabs.${tab.id}`) }))} />
    </div>
  );
}
