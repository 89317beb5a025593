import type { Plugin } from "vite";

// React's server renderer for Workers (react-dom-server.edge) turns every piece of markup into bytes
// as it goes: each attribute name, value and tag is its own `TextEncoder.encode` call, then copied
// into a 4 KB buffer. Under workerd each call crosses from JavaScript into the runtime, and a worker
// file page makes thousands of them: profiled, a fifth of the page's CPU (decision 0039).
// React's builds for Bun and for Node keep the pieces as strings; this plugin gives the edge build the
// same: pieces stay strings, are joined, and one `encode` runs per 4 KB written. The bytes sent are
// the same (tests/node/react-server-text-chunks.test.ts renders pages with and without it and
// compares). Each replacement must find its text exactly once: a React release that changes these
// lines fails the build here instead of rendering wrongly.

/** The file the replacements apply to: the production edge renderer, which the Worker's build bundles. */
export const EDGE_RENDERER = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

const REPLACEMENTS: [description: string, from: string, to: string][] = [
  [
    "the byte buffer's writer",
    `  currentView = null,
  writtenBytes = 0;
function writeChunk(destination, chunk) {`,
    `  currentView = null,
  writtenBytes = 0,
  pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
  if (4096 <= pendingText.length)
    destination.enqueue(textEncoder.encode(pendingText)), (pendingText = "");
}
function writeBytesChunk(destination, chunk) {`,
  ],
  [
    "the end of a write",
    `function completeWriting(destination) {
  currentView &&`,
    `function completeWriting(destination) {
  "" !== pendingText &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
  currentView &&`,
  ],
  [
    "the dynamic pieces",
    `function stringToChunk(content) {
  return textEncoder.encode(content);
}
function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}
function byteLengthOfChunk(chunk) {
  return chunk.byteLength;
}`,
    `function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return chunk.length;
}`,
  ],
  // A segment's size decides when a boundary is outlined; a string's length stands in for its bytes.
  ["a segment's size", `segmentByteSize += segment[i].byteLength;`, `segmentByteSize += segment[i].length;`],
  // A new flush starts clean, as the byte buffer did.
  [
    "a flush's start",
    `function flushCompletedQueues(request, destination) {
  currentView = new Uint8Array(4096);`,
    `function flushCompletedQueues(request, destination) {
  pendingText = "";
  currentView = new Uint8Array(4096);`,
  ],
];

/** The edge renderer's code with its pieces kept as strings; throws when a replacement does not apply. */
export function withTextChunks(code: string): string {
  let result = code;
  for (const [description, from, to] of REPLACEMENTS) {
    const at = result.indexOf(from);
    if (at < 0 || result.indexOf(from, at + from.length) >= 0) {
      throw new Error(`react-server-text-chunks: ${description} not found once in react-dom-server.edge; see decision 0039`);
    }
    result = result.slice(0, at) + to + result.slice(at + from.length);
  }
  return result;
}

export function reactServerTextChunks(): Plugin {
  return {
    name: "react-server-text-chunks",
    transform: {
      filter: { id: EDGE_RENDERER },
      handler(code, id) {
        if (!EDGE_RENDERER.test(id)) return null;
        return { code: withTextChunks(code), map: null };
      },
    },
  };
}
