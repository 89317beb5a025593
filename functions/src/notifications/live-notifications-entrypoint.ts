import { WorkerEntrypoint } from "cloudflare:workers";
import type { FunctionsBindings } from "../env";
import { hubPublisher, type LivePublisher } from "#features/notifications/live-publisher";

/**
 * What the queue consumer calls, over RPC on its service binding LIVE (queues/wrangler.toml), to push a
 * notification it raised to the browsers connected to this Worker's hubs. RPC, not a route: nothing
 * outside the account can reach it, so it needs no token (decision 0021).
 */
export class LiveNotificationsEntrypoint extends WorkerEntrypoint<FunctionsBindings> implements LivePublisher {
  async publish(userIds: number[], message: string): Promise<number> {
    return hubPublisher(this.env.NOTIFICATIONS).publish(userIds, message);
  }
}
