import { useCspNonce } from "#web/app/lib/csp-nonce";

/** The sentences the island may show, in the page's language, as data (never run as a script). */
export function IslandMessages({ messages }: { messages: Record<string, string> }) {
  const nonce = useCspNonce();
  // `<` escaped so no text can close the element early.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return <script id="island-messages" type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
