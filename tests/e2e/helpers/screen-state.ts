/**
 * Runs inside every page of a browser test (an init script). It names the screen's current state —
 * theme, viewport class, language, route, open dialogs and menus, shown errors — and, once
 * the page has settled (no DOM change for a moment, transitions finished), hands that name to the test
 * through the `reportBinding` binding, so the screen is audited in the state a user actually sees.
 *
 * Self-contained: Playwright serialises this function into the page.
 */
export function watchScreenState({ reportBinding, quietMs }: { reportBinding: string; quietMs: number }) {
  // about:blank, before the first navigation, is no screen of ours.
  if (!location.protocol.startsWith("http")) return;
  const OVERLAYS = "[role=dialog],[role=alertdialog],[role=menu],[role=listbox]";
  const CONTROLS =
    "a[href],button,input,select,textarea,[role=option],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=checkbox],[role=radio],[role=tab],[role=switch]";

  function isShown(element: Element) {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  }

  // An overlay is named by its shape (which kinds of control it holds), not its text: the same dialog
  // about another worker is the same markup and needs no second audit.
  function shapeOf(overlay: Element) {
    const counts = new Map<string, number>();
    for (const control of overlay.querySelectorAll(CONTROLS)) {
      const kind =
        control.getAttribute("role") ?? `${control.tagName.toLowerCase()}${control instanceof HTMLInputElement ? `:${control.type}` : ""}`;
      counts.set(kind, Math.min((counts.get(kind) ?? 0) + 1, 3));
    }
    const kinds = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => `${kind}×${count}`);
    return `${overlay.getAttribute("role")}(${kinds.join(",")})`;
  }

  function screenState() {
    const url = new URL(location.href);
    const route = url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/^\/reset-password\/[^/]+/, "/reset-password/:token");
    const parameters = [...new Set(url.searchParams.keys())].sort().join(",");
    const width = innerWidth < 640 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";
    const root = document.documentElement;
    const overlays = [...document.querySelectorAll(OVERLAYS)].filter(isShown).map(shapeOf).sort().join(" ");
    // Refused fields change a form's markup (messages, aria-invalid); a snackbar is one component,
    // audited wherever it happens to show, so it makes no state of its own.
    // An open disclosure (the notifications panel, the filters) shows markup of its own too.
    const expanded = document.querySelectorAll("[aria-expanded=true]").length;
    const flags = [document.querySelector("[aria-invalid=true]") ? "errors" : "", expanded ? `expanded×${expanded}` : ""].filter(Boolean);
    return [
      root.classList.contains("dark") ? "dark" : "light",
      width,
      root.lang,
      parameters ? `${route}?${parameters}` : route,
      overlays,
      flags.join(","),
    ].join(" | ");
  }

  let lastChange = Date.now();
  async function domQuiet() {
    const deadline = Date.now() + 3000;
    while (Date.now() - lastChange < quietMs && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function transitionsFinished() {
    const running = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))]);
  }

  // The test asks for the settled state itself at its end (and the route spec after each visit).
  async function settledScreenState() {
    await domQuiet();
    await transitionsFinished();
    return screenState();
  }
  Object.defineProperty(window, "__settledScreenState", { value: settledScreenState });

  // Every change of the page, attributes included, counted: an audit during which the count moved (a
  // dialog fading out under a click) saw no one state, and is dropped. Transitions still running at its
  // end count as a change too.
  let changes = 0;
  Object.defineProperty(window, "__screenChanges", {
    value: () => changes + document.getAnimations().filter((animation) => animation.playState === "running").length,
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastReported = "";
  function scheduleReport() {
    lastChange = Date.now();
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const state = await settledScreenState();
      // Still changing: the next mutation schedules another look.
      if (state !== screenState() || state === lastReported) return;
      lastReported = state;
      const report = (window as unknown as Record<string, ((state: string) => Promise<void>) | undefined>)[reportBinding];
      void report?.(state);
    }, quietMs);
  }

  function start() {
    new MutationObserver(() => changes++).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    new MutationObserver(scheduleReport).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class", "role", "aria-invalid", "aria-expanded", "hidden", "open", "data-hydrated"],
    });
    addEventListener("resize", scheduleReport);
    scheduleReport();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
