import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createElement, Suspense, use, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { EDGE_RENDERER, withTextChunks } from "#scripts/vite/react-server-text-chunks";

// Decision 0039: the Worker's build keeps React's server markup as strings until it writes 4 KB
// (scripts/vite/react-server-text-chunks.ts). The bytes a browser receives must not change: the same
// pages are rendered by React's own edge renderer and by the changed one, and compared byte for byte,
// streamed pieces included (a Suspense boundary resolved after the shell is a second write).

const require = createRequire(import.meta.url);
// (Not an export of react-dom: found beside its package.json, as the bundler finds it.)
const rendererPath = join(dirname(require.resolve("react-dom/package.json")), "cjs", "react-dom-server.edge.production.js");

interface EdgeRenderer {
  renderToReadableStream(
    children: ReactNode,
    options?: { nonce?: string },
  ): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
}

/** The renderer's CommonJS module evaluated from this code, with its own `require` (react, react-dom). */
function rendererOf(code: string): EdgeRenderer {
  const module = { exports: {} as EdgeRenderer };
  const rendererRequire = createRequire(rendererPath);
  new Function("module", "exports", "require", code)(module, module.exports, rendererRequire);
  return module.exports;
}

const original = readFileSync(rendererPath, "utf8");
const stock = rendererOf(original);
const changed = rendererOf(withTextChunks(original));

async function bytesOf(renderer: EdgeRenderer, page: () => ReactNode) {
  const stream = await renderer.renderToReadableStream(page(), { nonce: "n0nce" });
  const pieces: Uint8Array[] = [];
  for (const reader = stream.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
  }
  return Buffer.concat(pieces);
}

const later = (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), 5));

// Returns text, not an element: elements are built before the render, because this test's React is
// its development build and the renderer its production one, whose dispatcher the development
// createElement cannot ask for an owner.
function Late({ text }: { text: Promise<string> }) {
  return use(text);
}

// Each page, and a text it must hold (so a page that failed to render cannot pass for the same bytes).
const PAGES: Record<string, [page: () => ReactNode, holds: string]> = {
  "attributes, styles and escaped text": [
    () =>
      createElement(
        "main",
        { id: "m", "aria-label": "Intérimaires « à jour »", style: { marginTop: 4, lineHeight: 1.5 } },
        createElement("input", { name: "last_name", defaultValue: `D'Upont <& "Œuvray">`, required: true, tabIndex: -1 }),
        createElement("a", { href: "/workers?names=hél" }, "Hélène — 日本語 😀"),
        createElement("svg", { viewBox: "0 0 10 10" }, createElement("path", { d: "M0 0h10" })),
      ),
    "Hélène — 日本語 😀",
  ],
  "a page far larger than a write (several 4 KB pieces)": [
    () =>
      createElement(
        "ul",
        null,
        Array.from({ length: 2_000 }, (_, i) => createElement("li", { key: i, "data-row": i, className: "row" }, `Worker nº${i} é`)),
      ),
    "Worker nº1999 é",
  ],
  "a boundary streamed after the shell": [
    () =>
      createElement(
        "div",
        null,
        createElement("h1", null, "Shell"),
        createElement(
          Suspense,
          { fallback: createElement("span", null, "…") },
          createElement("p", { className: "late" }, createElement(Late, { text: later("Arrivé après") })),
        ),
      ),
    "Arrivé après",
  ],
};

describe("React's server markup kept as strings (decision 0039)", () => {
  it("applies to the production edge renderer the Worker bundles", () => {
    expect(EDGE_RENDERER.test(rendererPath)).toBe(true);
    expect(withTextChunks(original)).toContain("pendingText");
  });

  it.each(Object.keys(PAGES))("sends the same bytes as React's own renderer: %s", async (name) => {
    const [page, holds] = PAGES[name]!;
    const expected = await bytesOf(stock, page);
    const actual = await bytesOf(changed, page);
    expect(actual.toString("utf8")).toContain(holds);
    expect(actual.toString("utf8")).not.toContain("$RX"); // no boundary left to the client after an error
    expect(actual.equals(expected)).toBe(true);
  });

  it("refuses a renderer whose lines it does not find, rather than change it blindly", () => {
    expect(() => withTextChunks(original.replace("function completeWriting(destination) {", "function done(destination) {"))).toThrow(
      /not found once/,
    );
  });
});
