import { redirect } from "react-router";
import { callApi, setCookiesOf } from "../lib/api.server";
import { SESSION_COOKIE_CLEARED } from "../lib/cookies";
import type { Route } from "./+types/logout";

/**
 * Revokes the session on the API and passes its cookie removal on to the browser. A session that was
 * already gone (401) still ends on the login screen: the user asked to leave.
 */
export async function action(args: Route.ActionArgs) {
  const response = await callApi(args, "/auth/logout", { method: "POST" });
  const headers = setCookiesOf(response);
  if (!headers.has("Set-Cookie")) {
    headers.append("Set-Cookie", SESSION_COOKIE_CLEARED);
  }
  return redirect("/login", { headers });
}

export function loader() {
  return redirect("/login");
}
