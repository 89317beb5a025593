import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { BrandMark } from "#web/app/components/brand-mark";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { usePublicLinks } from "#web/app/lib/public-links";
import { CurrentSpaceButton } from "./current-space-button";
import { NavList, V1AppLink } from "./nav-list";
import { useShell } from "./shell-context";

/** Under md: the whole menu in a drawer (spec 000 §2), with the space, the settings and logout. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { v1App } = usePublicLinks();
  const { openSettings, logOut } = useShell();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-[85%] max-w-xs flex-col bg-surface shadow-xl transition duration-200 ease-out data-closed:-translate-x-full"
      >
        <div className="flex h-14 items-center justify-between px-4">
          <DialogTitle as="div">
            <BrandMark />
            <span className="sr-only">{t("shell.mainNavigation")}</span>
          </DialogTitle>
          <button type="button" className={buttonStyles.icon} onClick={onClose} aria-label={t("shell.closeMenu")}>
            <Icon name="close" />
          </button>
        </div>
        <div className="px-3" onClick={onClose}>
          <CurrentSpaceButton />
        </div>
        <nav aria-label={t("shell.mainNavigation")} className="mt-4 flex-1 overflow-y-auto px-3">
          <NavList onNavigate={onClose} />
        </nav>
        <div className="space-y-0.5 border-t border-line p-3">
          <V1AppLink href={v1App} />
          <button
            type="button"
            onClick={() => {
              onClose();
              openSettings();
            }}
            className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <Icon name="cog" className="size-5 text-ink-subtle" />
            {t("shell.userSettings")}
          </button>
          <button
            type="button"
            onClick={logOut}
            className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <Icon name="logout" className="size-5 text-ink-subtle" />
            {t("shell.logout")}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
