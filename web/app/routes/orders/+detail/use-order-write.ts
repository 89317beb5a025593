import type { ParseKeys } from "i18next";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import type { OrderActionAnswer, OrderIntent } from "./order-actions.server";

/**
 * One write of the order's file through the route's action (a fetcher of its own, so each part of the
 * screen shows only its answer): success says `doneKey`; a refusal is said in the snackbar (spec 000
 * §8: "Order is not open", "Order quantity exceeded"…) unless `onRefused` handles it and returns true.
 */
export function useOrderWrite(
  intent: OrderIntent,
  {
    doneKey,
    onDone,
    onRefused,
  }: { doneKey?: ParseKeys; onDone?(answer: OrderActionAnswer): void; onRefused?(answer: OrderActionAnswer): boolean } = {},
) {
  // A fetcher of the component's own (no key): a dialog opened again, or another order's file, starts
  // without the last answer.
  const fetcher = useFetcher<OrderActionAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef(answer);
  const callbacks = useRef({ onDone, onRefused });
  callbacks.current = { onDone, onRefused };

  useEffect(() => {
    if (!answer || handled.current === answer || answer.intent !== intent) return;
    handled.current = answer;
    if (answer.ok) {
      if (doneKey) showSnackbar({ key: doneKey, tone: "success" });
      callbacks.current.onDone?.(answer);
      return;
    }
    if (callbacks.current.onRefused?.(answer)) return;
    showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
  }, [answer, intent, doneKey]);

  function submit(fields: Record<string, string | readonly string[]>) {
    const formData = new FormData();
    formData.set("intent", intent);
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === "string") formData.set(name, value);
      else for (const item of value) formData.append(name, item);
    }
    void fetcher.submit(formData, { method: "post" });
  }

  return { submit, busy: fetcher.state !== "idle", answer: fetcher.data, fetcher };
}
