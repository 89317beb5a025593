import { useEffect, useRef } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, useFetcher, useRevalidator } from "react-router";
import { z } from "zod";
import { NotificationSchema } from "#domain/notifications/notification-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { buttonStyles } from "#web/app/components/button-styles";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { readStateChunks } from "#web/app/lib/notifications/read-state-chunks";
import { visibleNotifications } from "#web/app/lib/notifications/unread-badge";
import { requireSession } from "#web/app/lib/session.server";
import { useStoredValue } from "#web/app/lib/use-stored-value";
import { useLiveNotifications } from "../shell/+shared/live-notifications";
import { NotificationFilters } from "./+list/notification-filters";
import { NotificationItem } from "./+list/notification-item";
import type { Route } from "./+types/list";

// /notifications (spec 000 §2 "Notifications"; the route is decision 0025's): the last 30 days
// (spec 000 §9), a read toggle per notification, "mark all read" in chunks of 100, and this browser's
// filters (display flag, hidden types; spec 001 §3). A notification pushed meanwhile reloads the list.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "notifications.title"));
}

export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  const { data: notifications } = await loadFromApi(args, "/notifications", z.array(NotificationSchema));
  // "Now" as the loader saw it, so the relative dates read the same on the server and in the browser.
  return { notifications, now: new Date().toISOString() };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), id: IdParamSchema, read: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({ intent: z.literal("mark-all"), ids: z.array(IdParamSchema).max(10_000) }),
]);

type ActionAnswer = { ok: true; intent: "toggle" | "mark-all"; updated: number } | Refusal;

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  const formData = await args.request.formData();
  const parsed = ActionSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id") ?? undefined,
    read: formData.get("read") ?? undefined,
    ids: formData.getAll("ids"),
  });
  if (!parsed.success) throw data(null, { status: 400 });
  if (parsed.data.intent === "toggle") {
    const { id, read } = parsed.data;
    const response = await callApi(args, `/notifications/${id}`, { method: "PUT", json: { read } });
    if (!response.ok) return refused(args, response);
    return { ok: true, intent: "toggle", updated: 1 };
  }
  // Spec 000 §7, §9: the bulk call takes at most 100 ids; one after the other, so a refusal stops the rest.
  let updated = 0;
  for (const body of readStateChunks(parsed.data.ids, true)) {
    const response = await callApi(args, "/notifications", { method: "PUT", json: body });
    if (!response.ok) return refused(args, response);
    updated += Object.keys((await response.json()) as object).length;
  }
  return { ok: true, intent: "mark-all", updated };
}

/** Said above the list: the catalogue's message. */
async function refused(args: Route.ActionArgs, response: Response) {
  return withRefusalStatus(await refusalFrom(args, response, { formMessages: catalogueMessage }));
}

export default function NotificationsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { notifications, now } = loaderData;
  const shown = useStoredValue("notificationsShown");
  const hiddenTypes = useStoredValue("hiddenNotificationTypes");
  const live = useLiveNotifications();
  const revalidator = useRevalidator();
  const markAll = useFetcher<ActionAnswer>({ key: "notifications-mark-all" });
  const visible = visibleNotifications(notifications, { shown, hiddenTypes });
  const unreadIds = visible.filter((notification) => !notification.read).map((notification) => notification.id);

  // A notification pushed (or polled) while the screen is open: the list reloads.
  const seenVersion = useRef(live.version);
  const { revalidate } = revalidator;
  useEffect(() => {
    if (live.version === seenVersion.current) return;
    seenVersion.current = live.version;
    void revalidate();
  }, [live.version, revalidate]);

  // The list changed here (a toggle, mark all): the bell reads it again.
  const { refresh } = live;
  const firstList = useRef(true);
  useEffect(() => {
    if (firstList.current) {
      firstList.current = false;
      return;
    }
    refresh();
  }, [notifications, refresh]);

  const refusal = markAll.data && !markAll.data.ok ? markAll.data : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t("notifications.title")} description={t("notifications.intro")}>
        <markAll.Form method="post">
          <input type="hidden" name="intent" value="mark-all" />
          {unreadIds.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <button type="submit" className={buttonStyles.secondary} disabled={unreadIds.length === 0 || markAll.state !== "idle"}>
            <Icon name="check" className="size-4" />
            {t("notifications.list.markAllRead")}
          </button>
        </markAll.Form>
      </PageHeader>
      <RefusalAlert answer={refusal} />
      <NotificationFilters />
      <section aria-labelledby="notification-results">
        <h2 id="notification-results" className="text-sm font-medium text-ink-muted" data-testid="notification-count">
          {t("notifications.list.count", {
            total: t("notifications.list.total", { count: visible.length }),
            unread: t("notifications.list.unreadCount", { count: unreadIds.length }),
          })}
        </h2>
        {!shown ? (
          <p className="mt-3 rounded-xl border border-dashed border-line-strong p-8 text-center text-sm text-ink-muted">
            {t("shell.notificationsHidden")}
          </p>
        ) : visible.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-line-strong p-8 text-center text-sm text-ink-muted">
            {notifications.length === 0 ? t("notifications.list.empty") : t("notifications.list.emptyFiltered")}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {visible.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
