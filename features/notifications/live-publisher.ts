import { hubName } from "./hub-protocol";

/** Pushes a message to the open sockets of some users; answers how many sockets received it. */
export interface LivePublisher {
  publish(userIds: number[], message: string): Promise<number>;
}

/**
 * The publisher inside the API Worker, which hosts the hubs (one per user). A hub that cannot be
 * reached is logged and skipped: the notification is stored either way, and a browser that missed the
 * push refetches the list when it reconnects.
 */
export function hubPublisher(hubs: DurableObjectNamespace): LivePublisher {
  return {
    async publish(userIds, message) {
      const delivered = await Promise.all(
        userIds.map(async (userId) => {
          try {
            const hub = hubs.get(hubs.idFromName(hubName(userId)));
            const answer = await hub.fetch("https://hub/publish", { method: "POST", body: message });
            return ((await answer.json()) as { delivered: number }).delivered;
          } catch (error) {
            console.error("could not push a notification to user", userId, error);
            return 0;
          }
        }),
      );
      return delivered.reduce((sum, count) => sum + count, 0);
    },
  };
}
