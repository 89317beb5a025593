import { readHomeCounts } from "#db/home/read-home-counts";
import { hasPermission } from "#domain/auth/permissions";
import { addDays, parisDayEnd, parisDayStart, parisToday } from "#domain/dates/paris-day";
import { expiringUntil } from "#domain/documents/document-expiry";
import { notFound } from "#domain/errors/app-error";
import { HOME_OPEN_PLACES_DAYS, type Home } from "#domain/home/home-schemas";
import { NOTIFICATION_WINDOW_DAYS } from "#domain/notifications/notification-schemas";
import { canUseSpace, reachableSpacesOf } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";

/**
 * GET /v1/home: the figures that start an agent's day, for one of their spaces or all of them, in one
 * round trip (one batch of counts). Orders' figures need the orders permission and the DPAE's
 * jobs-delegate, as their lists do; without it they are null.
 */
export async function getHome(context: Pick<OperationContext, "db" | "caller" | "now">, query: { space_id?: number }): Promise<Home> {
  const { caller, now } = context;
  if (query.space_id !== undefined && !canUseSpace(caller, query.space_id)) throw notFound();
  const today = parisToday(now);
  const orders = hasPermission(caller.permissions, "orders");
  const dpae = hasPermission(caller.permissions, "jobs-delegate");
  const counts = await readHomeCounts(context.db, {
    spaceIds: query.space_id !== undefined ? [query.space_id] : reachableSpacesOf(caller),
    userId: caller.id,
    todayStart: parisDayStart(today).getTime(),
    tomorrowStart: parisDayEnd(today).getTime(),
    dayAfterTomorrowStart: parisDayEnd(addDays(today, 1)).getTime(),
    weekEnd: parisDayEnd(addDays(today, HOME_OPEN_PLACES_DAYS - 1)).getTime(),
    today,
    expiringUntil: expiringUntil(now),
    notificationsSince: now.getTime() - NOTIFICATION_WINDOW_DAYS * 86_400_000,
    orders,
    dpae,
  });
  return {
    space_id: query.space_id ?? null,
    today,
    missions_starting: orders ? { today: counts.missionsToday ?? 0, tomorrow: counts.missionsTomorrow ?? 0 } : null,
    proposals_waiting: orders ? (counts.proposalsWaiting ?? 0) : null,
    open_places_next_7_days: orders ? (counts.openPlaces ?? 0) : null,
    dpae_errors: dpae ? (counts.dpaeErrors ?? 0) : null,
    contracts_late: dpae ? (counts.contractsLate ?? 0) : null,
    workers_with_documents_expiring: counts.workersWithDocumentsExpiring,
    unread_notifications: counts.unreadNotifications,
  };
}
