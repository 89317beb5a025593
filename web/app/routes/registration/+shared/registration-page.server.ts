import { data, redirect } from "react-router";
import { PublicSpaceSchema, type PublicSpace } from "#domain/registrations/registration-schemas";
import { getLocale } from "#web/app/i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale } from "#web/app/i18n/languages";
import { dictionaries } from "#web/app/i18n/resources";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, routeErrorFrom, type ServerArgs } from "#web/app/lib/api.server";
import { LOCALE_COOKIE, THEME_COOKIE } from "#web/app/lib/cookies";

// What the three registration pages load: the agency's public face (GET /v1/public/spaces/{url}),
// whether it offers this registration (spec 001 §5 space gates), and the sentences the page's island
// may need in the browser, in the visitor's language only (decision 0033: no dictionaries shipped).

export type RegistrationFeature = "registration" | "express" | "kiosk";

export type { PublicSpace };

export type RegistrationPageData =
  | { state: "unknown" }
  | { state: "deactivated"; space: PublicSpace }
  | { state: "open"; space: PublicSpace; messages: Record<string, string> };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language and theme links of a page that has no React in the browser (the registration's, the
 * agency's offer pages): `?lng=en` or `?theme=dark` sets the same cookie the shell's switches write,
 * then comes back to the plain address.
 */
export function preferenceRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const lng = url.searchParams.get("lng");
  const theme = url.searchParams.get("theme");
  if (lng === null && theme === null) return null;
  const headers = new Headers();
  const secure = url.protocol === "https:" ? "; Secure" : "";
  if (lng !== null && isLocale(lng))
    headers.append("Set-Cookie", `${LOCALE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`);
  if (theme === "dark" || theme === "light")
    headers.append("Set-Cookie", `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`);
  url.searchParams.delete("lng");
  url.searchParams.delete("theme");
  return redirect(url.pathname + url.search, { headers });
}

/** The sentences an island shows: the page's own, and every refused-field message (lib/field-messages.ts). */
const ISLAND_MESSAGE_TREES = ["registration", "validation", "errors", "companies.fieldErrors", "workers.profile.fieldErrors"] as const;

function flatten(tree: unknown, prefix: string, into: Record<string, string>) {
  if (typeof tree === "string") into[prefix] = tree;
  else if (tree && typeof tree === "object") for (const [key, value] of Object.entries(tree)) flatten(value, `${prefix}.${key}`, into);
}

export function islandMessages(locale: string): Record<string, string> {
  const dictionary: unknown = dictionaries[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const messages: Record<string, string> = {};
  for (const path of ISLAND_MESSAGE_TREES) {
    let tree = dictionary;
    for (const part of path.split(".")) tree = tree && typeof tree === "object" ? (tree as Record<string, unknown>)[part] : undefined;
    flatten(tree, path, messages);
  }
  return messages;
}

export async function loadRegistrationPage(args: ServerArgs & { params: { agency?: string } }, feature: RegistrationFeature) {
  const preference = preferenceRedirect(args.request);
  if (preference) throw preference;
  const agency = args.params.agency ?? "";
  const response = await callApi(args, `/public/spaces/${encodeURIComponent(agency)}`);
  // Spec 001 §2: "if no space matches the link entered, an error says so".
  if (response.status === 404) return data<RegistrationPageData>({ state: "unknown" }, { status: 404 });
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  const space = PublicSpaceSchema.parse(await response.json());
  // Spec 001 §5: a space without the feature says it is deactivated.
  if (!space.features[feature]) return data<RegistrationPageData>({ state: "deactivated", space }, { status: 404 });
  return data<RegistrationPageData>({ state: "open", space, messages: islandMessages(getLocale(args.context)) });
}
