import { z } from "zod";
import { DocumentSchema } from "#domain/documents/document-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { documentsAction } from "../+documents/documents-action.server";
import { DocumentsPanel } from "../+documents/documents-panel";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/documents";

// /workers/{id}/documents (spec 000 §2 worker file tabs): the worker's documents, their upload
// (a resource route of its own, streamed, with a progress bar), edit, delete, download.

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.documents");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: documents } = await loadFromApi(args, `/workers/${id}/documents`, z.array(DocumentSchema));
  return { documents };
}

export async function action(args: Route.ActionArgs) {
  return documentsAction(args, numericIdParam(args.params.id));
}

export default function DocumentsTab({ loaderData, params }: Route.ComponentProps) {
  return <DocumentsPanel workerId={Number(params.id)} documents={loaderData.documents} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
