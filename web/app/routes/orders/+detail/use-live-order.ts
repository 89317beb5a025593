import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useLiveNotifications } from "#web/app/routes/shell/+shared/live-notifications";

/**
 * Keeps a screen showing orders current (decision 0056): when the live socket says one of them changed
 * (a reply, an attribution, a withdrawal, an SMS status), the route's loaders run again, without a
 * reload or a poll. Several pushes while a reload runs make one more reload after it, not one each.
 */
export function useLiveOrders(concerns: (orderId: number) => boolean) {
  const { onOrderChange } = useLiveNotifications();
  const revalidator = useRevalidator();
  const latest = useRef({ concerns, revalidator });
  latest.current = { concerns, revalidator };
  const pending = useRef(false);

  useEffect(
    () =>
      onOrderChange((orderId) => {
        if (!latest.current.concerns(orderId)) return;
        if (latest.current.revalidator.state !== "idle") {
          pending.current = true;
          return;
        }
        void latest.current.revalidator.revalidate();
      }),
    [onOrderChange],
  );

  useEffect(() => {
    if (revalidator.state === "idle" && pending.current) {
      pending.current = false;
      void revalidator.revalidate();
    }
  }, [revalidator.state, revalidator]);
}

/** The order file's: reloads when its own order changes. */
export function useLiveOrder(orderId: number) {
  useLiveOrders((changed) => changed === orderId);
}
