import { z } from "zod";
import { CommentCreateSchema, CommentSchema } from "#domain/workers/worker-tab-schemas";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { commentInputFromForm } from "../+tabs/comment-values";
import { CommentsPanel } from "../+tabs/comments-panel";
import { collectionAction } from "../+tabs/tab-action.server";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/comments";

// /workers/{id}/comments: the team's comments on the worker (spec 000 §2, §3).

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "workers.tabs.pages.comments");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const { data: comments } = await loadFromApi(args, `/workers/${id}/comments`, z.array(CommentSchema));
  // "Now" as the loader saw it, so the relative dates read the same on the server and in the browser.
  return { comments, now: new Date().toISOString() };
}

export async function action(args: Route.ActionArgs) {
  const id = numericIdParam(args.params.id);
  // A delete answers 403 "User has no rights" for someone else's comment, unless a space administrator.
  return collectionAction(args, `/workers/${id}/comments`, {
    intents: ["create", "delete"],
    schema: CommentCreateSchema,
    inputFromForm: commentInputFromForm,
  });
}

export default function CommentsTab({ loaderData, params }: Route.ComponentProps) {
  return <CommentsPanel workerId={Number(params.id)} comments={loaderData.comments} now={loaderData.now} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
