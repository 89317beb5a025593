import { redirect } from "react-router";
import { readCookie, SESSION_COOKIE } from "../lib/cookies";
import { readSession } from "../lib/session.server";
import type { Route } from "./+types/index";

/** `/` is the login screen for visitors and the home screen for signed-in users (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = readCookie(args.request.headers.get("Cookie"), SESSION_COOKIE) !== null && (await readSession(args)) !== null;
  throw redirect(signedIn ? "/home" : "/login");
}
