import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "../components/skip-link";

/**
 * After a move to another screen in the browser (a link, a saved form opening its record), the
 * element that had the focus is often gone and the focus falls back to the page's top: a keyboard or
 * screen-reader user would start over from the menus, and would not hear where they landed. So, when
 * the focus was lost, it goes to the new screen's title (read out), or to its main content.
 * Focus that is still somewhere (a tab of the worker file, a search field) is left alone.
 */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = window.requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      const main = document.getElementById(MAIN_CONTENT_ID);
      const target = main?.querySelector<HTMLElement>("h1") ?? main;
      if (!target) return;
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}
