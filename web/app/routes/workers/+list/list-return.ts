import { useEffect, useState } from "react";
import { useLocation } from "react-router";

// "Retour au personnel" goes back to the list as it was left: its filters, page, tab and
// cards or rows are all in its URL, which the list keeps in this tab for the worker file to link to.

const KEY = "interim:workers-list-url";

/** On the list: remembers its URL as it changes. */
export function useRememberedListUrl() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, pathname + search);
    } catch {
      // Storage refused: the back link goes to the plain list.
    }
  }, [pathname, search]);
}

/** On the file: the list as it was left, or the plain list (server rendering, another tab). */
export function useWorkerListReturn(): string {
  const [url, setUrl] = useState("/workers");
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(KEY);
      if (stored && /^\/(workers|future-workers)(\?|$)/.test(stored)) setUrl(stored);
    } catch {
      // As above.
    }
  }, []);
  return url;
}
