import { useEffect } from "react";
import { z } from "zod";
import { hasPermission, type Permission } from "#domain/auth/permissions";
import { SpaceSummarySchema } from "#domain/spaces/space-schemas";
import { apiFetch } from "#web/app/lib/api.client";
import { readStored } from "#web/app/lib/local-storage";
import { saveSelectedSpace } from "#web/app/lib/selected-space";

/**
 * A user who works in exactly one space has nothing to choose: that space becomes the current one
 * in this browser, so the shell names it and every screen works in it (the server loaders already
 * fall back to it: lib/selected-space.server `workingSpaceIdOf`). Owners see every space and choose.
 */
export function useOnlySpace(permissions: readonly Permission[], spaceIds: readonly number[]) {
  const onlySpaceId = spaceIds.length === 1 && !hasPermission(permissions, "app-admin") ? spaceIds[0]! : null;
  useEffect(() => {
    if (onlySpaceId === null || readStored("selectedSpaceId") === onlySpaceId) return;
    const controller = new AbortController();
    apiFetch("/spaces", {
      query: { deleted_at: "false" },
      schema: z.array(SpaceSummarySchema),
      signal: controller.signal,
      notify: false,
    }).then(
      ({ data }) => {
        const space = data.find((candidate) => candidate.id === onlySpaceId);
        if (space) saveSelectedSpace(space);
      },
      // Nothing to tell: the user can still choose the space in the dialog.
      () => undefined,
    );
    return () => controller.abort();
  }, [onlySpaceId]);
}
