import { useEffect } from "react";

/**
 * A flag a redirect put in the address to say something once (`?pdf_error=1`: the PDF the user asked
 * for was refused): once the page has said it, the address drops it, so a reload or a bookmark does not
 * say it again. The history entry is replaced in place, keeping the router's state.
 */
export function useOneShotSearchParam(name: string, present: boolean) {
  useEffect(() => {
    if (!present) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [name, present]);
}
