import type { Permission } from "#domain/auth/permissions";
import type { UserSummary } from "#domain/users/user-schemas";
import type { Granter } from "#domain/users/user-rights";

/**
 * The signed-in administrator as /v1's user rules see them (domain/users/user-rights.ts), so the
 * screens offer only what /v1 lets through: their permissions, the spaces the screen loaded for them
 * (their own live spaces; an owner is not held by them), and the administrator options their summary
 * tells (`is_admin`). The summary does not carry the legacy v1 option: the screens count it as not
 * held, so they may offer less than /v1 allows, never more.
 */
export function screenGranter(
  shell: { permissions: readonly Permission[]; user: Pick<UserSummary, "is_admin"> },
  spaces: readonly { id: number }[],
): Granter {
  return { permissions: shell.permissions, spaceIds: spaces.map((space) => space.id), adminFlags: shell.user.is_admin ? ["is_admin"] : [] };
}
