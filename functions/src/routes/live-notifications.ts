import { AppError } from "#domain/errors/app-error";
import { callerRoutes } from "../access/sub-app";
import { callerOf } from "../middleware/authenticate";
import { hubName } from "#features/notifications/hub-protocol";
import { HUB_SESSION_HEADER, HUB_VIA_HEADER } from "../notifications/notifications-hub";

export const liveNotificationRoutes = callerRoutes();

liveNotificationRoutes.openAPIRegistry.registerPath({
  method: "get",
  path: "/live",
  tags: ["notifications"],
  summary: "WebSocket of the caller's notifications, pushed as they happen",
  responses: { 101: { description: "Switching protocols" }, 401: { description: "Not signed in" } },
});

liveNotificationRoutes.get("/live", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new AppError("malformed_request", "Expected a WebSocket upgrade", {
      fields: [{ field: "Upgrade", reason: "required", message: "Expected a WebSocket upgrade" }],
    });
  }
  const { caller } = callerOf(c);
  const hub = c.env.NOTIFICATIONS.get(c.env.NOTIFICATIONS.idFromName(hubName(caller.id)));
  // The hub tags the socket with its session (set here, never taken from the client), so ending
  // that session closes it.
  const upgrade = new Request(c.req.raw);
  upgrade.headers.set(HUB_SESSION_HEADER, caller.tokenHash);
  upgrade.headers.set(HUB_VIA_HEADER, caller.via);
  return hub.fetch(upgrade);
});
