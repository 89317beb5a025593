import { html, raw } from "hono/html";

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}

interface OpenApiDocument {
  info: { title: string; description?: string };
  paths?: object;
}

/**
 * A self-contained reference page rendered from the OpenAPI document: it works offline, with no
 * script from a CDN, and cannot drift from the schemas since it reads the same document. Its one
 * inline `<style>` carries the request's CSP nonce (the policy allows no other style).
 */
export function renderDocsPage(document: OpenApiDocument, styleNonce: string) {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const sections = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => renderOperation(method, path, operation)),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title} — reference</title>
        <style nonce="${styleNonce}">
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 960px;
            padding: 2rem;
            color: #1f2937;
          }
          h1 {
            color: #b91c1c;
          }
          section {
            border-top: 1px solid #e5e7eb;
            padding: 1rem 0;
          }
          .method {
            display: inline-block;
            min-width: 4rem;
            font-weight: 700;
            text-transform: uppercase;
            color: #b91c1c;
          }
          code,
          pre {
            font-family: ui-monospace, monospace;
            background: #f9fafb;
          }
          pre {
            padding: 0.75rem;
            overflow-x: auto;
            font-size: 13px;
          }
          @media (prefers-color-scheme: dark) {
            body {
              background: #111827;
              color: #e5e7eb;
            }
            code,
            pre {
              background: #1f2937;
            }
            section {
              border-color: #374151;
            }
          }
        </style>
      </head>
      <body>
        <h1>${document.info.title}</h1>
        <p>${document.info.description ?? ""}</p>
        <p><a href="/v1/openapi.json">openapi.json</a></p>
        ${raw(sections.join(""))}
      </body>
    </html>`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  const parameters = (operation.parameters ?? [])
    .map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ", required" : ""})</li>`)
    .join("");
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, answer]) => `<li><code>${escape(status)}</code> ${escape(answer.description ?? "")}</li>`)
    .join("");
  return `<section id="${escape(method + path)}">
    <h2><span class="method">${escape(method)}</span> <code>${escape(path)}</code></h2>
    <p>${escape(operation.summary ?? "")}</p>
    ${operation.description ? `<p>${escape(operation.description)}</p>` : ""}
    ${parameters ? `<h3>Parameters</h3><ul>${parameters}</ul>` : ""}
    ${body ? `<h3>Body</h3><pre>${escape(JSON.stringify(body, null, 2))}</pre>` : ""}
    <h3>Answers</h3><ul>${responses}</ul>
  </section>`;
}
