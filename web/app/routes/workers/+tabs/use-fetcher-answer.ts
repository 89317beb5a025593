import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `onAnswer` once for each answer an action gives a fetcher: not again when the component renders,
 * nor for the answer the fetcher already held when the component mounted (a dialog opened a second time).
 */
export function useFetcherAnswer<Answer>(fetcher: { state: string; data: Answer | undefined }, onAnswer: (answer: Answer) => void) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(fetcher.data);
  const handle = useEffectEvent(onAnswer);
  useEffect(() => {
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  }, [answer]);
}
