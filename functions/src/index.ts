import { createApp } from "./app";
import type { FunctionsBindings } from "./env";

export { NotificationsHub } from "./notifications/notifications-hub";
export { LiveNotificationsEntrypoint } from "./notifications/live-notifications-entrypoint";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<FunctionsBindings>;
