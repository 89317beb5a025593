import { useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useSubmit } from "react-router";
import { canUseSpace } from "#domain/users/space-reach";
import { clearLocalSession } from "#web/app/lib/local-session";
import { readStored, writeStored } from "#web/app/lib/local-storage";
import { saveSelectedSpace } from "#web/app/lib/selected-space";
import { selectedSpaceIdOf } from "#web/app/lib/selected-space.server";
import { useOnlySpace } from "./+shared/use-only-space";
import { usePermissionsCheck } from "./+shared/use-permissions-check";
import { requireSession } from "#web/app/lib/session.server";
import { MAIN_CONTENT_ID, SkipLink } from "#web/app/components/skip-link";
import { ChangeSpaceDialog } from "./+shared/change-space-dialog";
import { LiveNotificationsProvider } from "./+shared/live-notifications";
import { MobileBottomBar } from "./+shared/mobile-bottom-bar";
import { MobileDrawer } from "./+shared/mobile-drawer";
import { SettingsDialog } from "./+shared/settings-dialog";
import { ShellContext, type ShellState } from "./+shared/shell-context";
import { SideNav } from "./+shared/side-nav";
import { TopBar } from "./+shared/top-bar";
import type { Route } from "./+types/layout";

/**
 * Every signed-in page renders inside this layout (spec 000 §2 shell). Its loader is the session
 * check of spec 000 §4: the user and permissions from /v1/users/me, or the login screen; once in the
 * browser, the first load asks /v1/users/permissions, and any failure of it signs out.
 */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  return {
    user: session.user,
    permissions: session.permissions,
    spaceIds: session.space_ids,
    selectedSpaceId: selectedSpaceIdOf(args.request, session),
  };
}

export default function ShellLayout({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [changeSpaceOpen, setChangeSpaceOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { user, permissions, spaceIds, selectedSpaceId } = loaderData;

  // The user summary (never the token) is what tells browser code that someone is signed in.
  useEffect(() => {
    writeStored("user", user);
  }, [user]);

  useOnlySpace(permissions, spaceIds);

  // A space remembered in this browser that this user may not use is forgotten.
  useEffect(() => {
    const stored = readStored("selectedSpaceId");
    if (stored !== null && !canUseSpace({ permissions, spaceIds }, stored)) {
      saveSelectedSpace(null);
    }
  }, [permissions, spaceIds]);

  const logOut = useCallback(() => {
    clearLocalSession();
    void submit(null, { method: "post", action: "/logout" });
  }, [submit]);

  usePermissionsCheck(logOut);

  const shell = useMemo<ShellState>(
    () => ({
      user,
      permissions,
      serverSelectedSpaceId: selectedSpaceId,
      openChangeSpace: () => setChangeSpaceOpen(true),
      openSettings: () => setSettingsOpen(true),
      logOut,
    }),
    [user, permissions, selectedSpaceId, logOut],
  );

  return (
    <ShellContext.Provider value={shell}>
      <LiveNotificationsProvider>
        <SkipLink />
        <div className="flex min-h-dvh">
          <SideNav collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 pt-6 pb-28 outline-none md:px-8 md:pt-8 md:pb-10">
              <Outlet />
            </main>
          </div>
        </div>
        <MobileBottomBar onOpenDrawer={() => setDrawerOpen(true)} />
        <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <ChangeSpaceDialog open={changeSpaceOpen} onClose={() => setChangeSpaceOpen(false)} />
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </LiveNotificationsProvider>
    </ShellContext.Provider>
  );
}
