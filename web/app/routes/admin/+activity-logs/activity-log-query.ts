// What the activity log screen reads from its URL (spec 000 §3 Activity log: by user, space, type,
// resource and dates). A value /v1 would not know is dropped rather than sent.

import { ACTIVITY_SCHEMAS, ACTIVITY_TYPES, type ActivitySchema, type ActivityType } from "#domain/activity-logs/activity-log-kinds";

export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface ActivityLogFilters {
  userId: number | null;
  spaceId: number | null;
  type: ActivityType | null;
  schema: ActivitySchema | null;
  /** A whole day (YYYY-MM-DD), or "" for none. */
  from: string;
  to: string;
}

export function activityLogFiltersFromUrl(params: URLSearchParams): ActivityLogFilters {
  const type = params.get("type");
  const schema = params.get("schema");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    userId: Number(params.get("user_id")) || null,
    spaceId: Number(params.get("space_id")) || null,
    type: isOneOf(ACTIVITY_TYPES, type) ? type : null,
    schema: isOneOf(ACTIVITY_SCHEMAS, schema) ? schema : null,
    from: DATE_PATTERN.test(from) ? from : "",
    to: DATE_PATTERN.test(to) ? to : "",
  };
}

export function hasActivityFilters(filters: ActivityLogFilters): boolean {
  return Boolean(filters.userId || filters.spaceId || filters.type || filters.schema || filters.from || filters.to);
}

/** A user as the user filter offers it. */
export interface UserChoice {
  id: number;
  label: string;
  email: string;
}

export function userChoiceOf(user: { id: number; first_name: string; last_name: string; email: string }): UserChoice {
  return { id: user.id, label: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email };
}
