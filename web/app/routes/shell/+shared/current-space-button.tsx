import { useTranslation } from "#web/app/i18n/use-translation";
import { Icon } from "#web/app/components/icons";
import { useSelectedSpace } from "#web/app/lib/selected-space";
import { useHydrated } from "#web/app/lib/use-hydrated";
import { useShell } from "./shell-context";

/**
 * The current space, where the agent always sees it (top of the side menu or the drawer); a press
 * opens the change-space dialog. The name lives in localStorage: until the browser has read it, a
 * placeholder keeps its place when the server knows a space is chosen.
 */
export function CurrentSpaceButton({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { openChangeSpace, serverSelectedSpaceId } = useShell();
  const space = useSelectedSpace();
  const hydrated = useHydrated();
  const pending = !hydrated && serverSelectedSpaceId !== null;
  const name = space?.name ?? t("shell.noSpace");

  return (
    <button
      type="button"
      onClick={openChangeSpace}
      className={`group flex w-full items-center gap-3 rounded-lg border border-line bg-surface text-left shadow-xs transition-colors hover:border-line-strong hover:bg-surface-muted ${
        collapsed ? "justify-center p-2" : "px-3 py-2"
      }`}
      aria-label={collapsed ? `${t("shell.changeSpace")} (${name})` : undefined}
      title={collapsed ? name : undefined}
    >
      <span className="grid size-7 shrink-0 place-items-center rounded-md bg-accent-soft text-accent-ink">
        <Icon name="mapPin" className="size-4" />
      </span>
      {collapsed ? null : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block text-[11px] font-medium tracking-wide text-ink-subtle uppercase">{t("shell.currentSpace")}</span>
            {pending ? (
              <span className="mt-1 block h-3.5 w-28 animate-pulse rounded bg-surface-muted" aria-hidden="true" />
            ) : (
              <span className={`block truncate text-sm font-medium ${space ? "text-ink" : "text-ink-subtle"}`} data-testid="current-space">
                {name}
              </span>
            )}
          </span>
          <Icon name="chevronUpDown" className="size-4 shrink-0 text-ink-subtle group-hover:text-ink" />
          <span className="sr-only">{t("shell.changeSpace")}</span>
        </>
      )}
    </button>
  );
}
