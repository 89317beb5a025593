import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#web/app/routes";

export interface ScreenRoute {
  /** The route's pattern, as in web/app/routes.ts ("/workers/:id/comments"). */
  pattern: string;
  /** Whether the route sits under the signed-in shell. */
  signedIn: boolean;
}

// Routes that show no screen of their own: `/` redirects, `/logout` signs out.
const NOT_SCREENS = new Set(["/", "/logout"]);

/**
 * Every screen of the app, read from the route config itself: a screen added to routes.ts is visited
 * by the accessibility spec without a line of test code (resource routes, `.ts` modules, are skipped).
 */
export function screenRoutes(): ScreenRoute[] {
  const screens: ScreenRoute[] = [];
  function walk(entries: readonly RouteConfigEntry[], prefix: string, signedIn: boolean) {
    for (const entry of entries) {
      const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
      const underShell = signedIn || entry.file.startsWith("routes/shell/");
      if (entry.children) walk(entry.children, path, underShell);
      const isScreen = entry.file.endsWith(".tsx") && !entry.file.endsWith("layout.tsx") && (entry.path !== undefined || entry.index);
      if (!isScreen) continue;
      const pattern = path || "/";
      if (!NOT_SCREENS.has(pattern)) screens.push({ pattern, signedIn: underShell });
    }
  }
  walk(routes, "", false);
  return screens;
}

/**
 * The URL that opens `pattern` on the demo data: each `:parameter` is given by `values`, keyed by
 * the pattern up to that parameter ("/workers/:id"); optional ones (":id?") are left out. A new
 * parameter without a value fails loudly.
 */
export function urlOf(pattern: string, values: Record<string, string>): string {
  if (pattern === "/*") return "/no-such-screen";
  // An optional segment is left out: the screen is visited as it opens without it.
  const required = pattern.replace(/\/:\w+\?/g, "");
  return required.replace(/:(\w+)/g, (_parameter, _name, offset: number) => {
    const key = required.slice(0, offset + _parameter.length);
    const value = values[key];
    if (value === undefined) throw new Error(`No demo value for ${key}: add one to the accessibility spec's ROUTE_VALUES.`);
    return value;
  });
}
