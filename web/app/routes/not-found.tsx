import { data } from "react-router";
import { NotFoundScreen } from "../components/not-found-screen";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.notFound");
}

// Any URL no route matches (spec 000 §2). Answering through a route keeps the root middleware (and
// so the translations) in play; without it the server answers a bare 500.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
