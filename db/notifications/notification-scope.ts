import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { notifications } from "../schema/notifications";
import { inJsonList } from "../sql/in-json-list";

/** Whose notifications a user sees: owners every space's, anyone else their spaces'. */
export interface NotificationReader {
  userId: number;
  spaceIds: number[] | "all";
}

/** The notifications a user may see: of their spaces, to everyone there or to them by name. */
export function visibleTo(reader: NotificationReader): SQL {
  const space =
    reader.spaceIds === "all" ? undefined : reader.spaceIds.length === 0 ? sql`0` : inJsonList(notifications.space_id, reader.spaceIds);
  return and(space, or(isNull(notifications.user_id), eq(notifications.user_id, reader.userId)))!;
}
