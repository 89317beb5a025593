import { createApp } from "./app";
import type { FunctionsBindings } from "./env";

export { NotificationsHub } from "./notifications/notifications-hub";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<FunctionsBindings>;
