import { redirect } from "react-router";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/index";

/** /admin → /admin/spaces (spec 000 §2), once the guard has let the user in. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "app-admin");
  throw redirect("/admin/spaces");
}

// Never shown (the loader redirects or refuses), but a component makes this a page route rather than
// a resource route: a refused guard then renders the not-found page instead of a bare empty 404.
export default function RedirectOnly() {
  return null;
}
