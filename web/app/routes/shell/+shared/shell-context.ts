import { createContext, useContext } from "react";
import type { Permission } from "#domain/auth/permissions";
import type { UserSummary } from "#domain/users/user-schemas";

export interface ShellState {
  user: UserSummary;
  permissions: Permission[];
  /** The space of the `space_id` cookie, as the server saw it: lets SSR reserve its place. */
  serverSelectedSpaceId: number | null;
  openChangeSpace(): void;
  openSettings(): void;
  logOut(): void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell is for components inside the shell layout");
  return shell;
}
