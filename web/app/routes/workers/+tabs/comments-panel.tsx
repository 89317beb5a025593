import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import { hasPermission } from "#domain/auth/permissions";
import { formatDateTime } from "#domain/format/format-date-time";
import type { CommentSchema } from "#domain/workers/worker-tab-schemas";
import { EmptyState } from "#web/app/components/empty-state";
import { RelativeDate } from "#web/app/components/relative-date";
import { useShell } from "#web/app/routes/shell/+shared/shell-context";
import { CommentForm } from "./comment-form";
import { ItemActions } from "./item-actions";
import { ConfirmItemDeletion, useItemDeletion } from "./item-deletion";
import { TabHeader } from "./tab-header";
import { TabItemList } from "./tab-item-list";

// The comments tab (spec 000 §2, §3): the team's notes on the worker, newest first, with author and date.
// /v1 lets a comment be deleted by its author or a space administrator (403 otherwise): only they see
// the button. It has no update: a comment is deleted and written again.

type Comment = z.infer<typeof CommentSchema>;

export function CommentsPanel({ workerId, comments, now }: { workerId: number; comments: Comment[]; now: string }) {
  const { t, i18n } = useTranslation();
  const { user, permissions } = useShell();
  const deletion = useItemDeletion<Comment>(`worker-${workerId}-comment-delete`, "workers.tabs.comments.deleted");
  const mayDelete = (comment: Comment) => comment.user_id === user.id || hasPermission(permissions, "space-users");
  const authorOf = (comment: Comment) => comment.author ?? t("workers.tabs.comments.formerUser");

  return (
    <section aria-labelledby="comments-title">
      <TabHeader id="comments-title" title={t("workers.tabs.comments.title")} />
      <div className="mt-4">
        <CommentForm workerId={workerId} />
      </div>

      <div className="mt-6">
        <TabItemList
          items={comments}
          label={t("workers.tabs.comments.title")}
          empty={
            <EmptyState icon="chatBubble" title={t("workers.tabs.comments.emptyTitle")} hint={t("workers.tabs.comments.emptyMessage")} />
          }
          testId="comment"
          pendingId={deletion.pendingId}
          ordered
        >
          {(comment) => (
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-3">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium text-ink">{authorOf(comment)}</span>
                  <span className="text-ink-subtle">
                    <RelativeDate value={comment.created_at} now={now} />
                  </span>
                </p>
                {mayDelete(comment) ? (
                  <ItemActions
                    deleteLabel={t("workers.tabs.comments.delete", {
                      author: authorOf(comment),
                      date: formatDateTime(new Date(comment.created_at), i18n.language),
                    })}
                    onDelete={() => deletion.ask(comment)}
                    busy={deletion.busy}
                  />
                ) : null}
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{comment.body}</p>
            </div>
          )}
        </TabItemList>
      </div>

      <ConfirmItemDeletion
        deletion={deletion}
        title={t("workers.tabs.comments.deleteTitle")}
        describe={(comment) => t("workers.tabs.comments.deleteMessage", { author: authorOf(comment) })}
      />
    </section>
  );
}
