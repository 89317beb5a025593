import islands from "virtual:browser-islands";
import type { UIMatch } from "react-router";

/**
 * What a route module's `handle` says when its page is never hydrated (decision 0033): the name of the
 * plain-DOM module the page loads instead of React (scripts/vite/browser-islands.ts).
 */
export interface IslandHandle {
  island: string;
}

/**
 * The `handle` of a page that needs no script at all (the agency's offer pages, decision 0046): never
 * hydrated, and no island to load, as no module carries this name.
 */
export const STATIC_PAGE: IslandHandle = { island: "static" };

/** The island of the deepest route that names one, or null: the page is then hydrated as usual. */
export function islandOf(matches: readonly UIMatch[]): string | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<IslandHandle> | undefined;
    if (typeof handle?.island === "string") return handle.island;
  }
  return null;
}

/** The island's module and what it imports, preloaded together so the page waits for one round trip. */
export function IslandScripts({ island, nonce }: { island: string; nonce: string | undefined }) {
  const built = islands[island];
  if (!built) return null;
  return (
    <>
      {built.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={built.src} nonce={nonce} />
    </>
  );
}
