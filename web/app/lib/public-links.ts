import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { PublicLinks } from "./web-config.server";

const NO_LINKS: PublicLinks = {
  v1App: "",
  serviceDesk: "",
  trainingCatalogue: "",
  trainingTutorials: "",
  trainingBrochure: "",
};

/** The public links the root loader exposes (v1 app, service desk, training). */
export function usePublicLinks(): PublicLinks {
  return useRouteLoaderData<typeof rootLoader>("root")?.links ?? NO_LINKS;
}
