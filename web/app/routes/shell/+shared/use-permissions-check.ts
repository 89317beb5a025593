import { useEffect } from "react";
import { PermissionsAnswerSchema } from "#domain/users/user-schemas";
import { ApiError } from "#web/app/lib/api-error";
import { apiFetch } from "#web/app/lib/api.client";

/**
 * Spec 000 §4 and §7: on the first load of a protected page, the browser asks for the user's
 * permissions (GET /v1/users/permissions); if that call fails, whatever the failure (an error status,
 * no network, an answer it cannot read), the user is signed out and sent to the login screen. A 401
 * goes the way every 401 does (its message, then the login screen after 3 s, apiFetch); any other
 * failure signs out at once. Run once per page load: the shell stays mounted between screens, and its
 * logOut is stable (React Router's submit is).
 */
export function usePermissionsCheck(logOut: () => void) {
  useEffect(() => {
    const controller = new AbortController();
    apiFetch("/users/permissions", { schema: PermissionsAnswerSchema, signal: controller.signal }).catch((error: unknown) => {
      if (controller.signal.aborted) return; // the page went away first
      if (error instanceof ApiError && error.status === 401) return;
      logOut();
    });
    return () => controller.abort();
  }, [logOut]);
}
