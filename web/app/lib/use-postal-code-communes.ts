import { useEffect, useState } from "react";
import { z } from "zod";
import { CommuneSchema } from "#domain/reference/reference-schemas";
import { apiFetch } from "./api.client";

export type PostalCodeCommunes = { status: "idle" | "loading" | "failed" } | { status: "ready"; postalCode: string; names: string[] };

/**
 * The communes of a French postal code (GET /v1/reference/communes?postal_code=), most populated first:
 * several communes often share one (01000 is Bourg-en-Bresse and Saint-Denis-lès-Bourg). The one lookup
 * of the company, worker and space forms. Idle until `enabled` and five digits are typed; `delayMs` waits
 * that long after the last keystroke before asking.
 */
export function usePostalCodeCommunes(postalCode: string, { enabled = true, delayMs = 0 } = {}): PostalCodeCommunes {
  const [answer, setAnswer] = useState<{ postalCode: string; names: string[] | "failed" } | null>(null);
  const code = postalCode.trim();
  const wanted = enabled && /^\d{5}$/.test(code);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiFetch("/reference/communes", {
        query: { postal_code: code },
        schema: z.array(CommuneSchema),
        signal: controller.signal,
        notify: false, // the city is typed by hand then
      }).then(
        ({ data }) => setAnswer({ postalCode: code, names: [...new Set(data.map((commune) => commune.name))] }),
        () => {
          if (!controller.signal.aborted) setAnswer({ postalCode: code, names: "failed" });
        },
      );
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, code, delayMs]);

  if (!wanted) return { status: "idle" };
  if (answer?.postalCode !== code) return { status: "loading" };
  return answer.names === "failed" ? { status: "failed" } : { status: "ready", postalCode: code, names: answer.names };
}

/** The names found, none while looking or after a failure. */
export function communeNames(lookup: PostalCodeCommunes): string[] {
  return lookup.status === "ready" ? lookup.names : [];
}
