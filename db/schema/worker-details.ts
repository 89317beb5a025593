import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AVAILABILITY_STATUSES, PREFERENCE_AVAILABILITIES, PREFERENCE_ENVIRONMENTS, TRANSPORTATION_MEANS } from "#domain/enums/worker";
import { archivedAt, enumCheck, flag, timestamps } from "./columns";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// The tabs of the worker file (spec 000 §2, §3) and the worker's multi-valued fields, one row per value.
// Each row carries space_id so every query can be scoped by space without a join.

function spaceId() {
  return integer("space_id")
    .notNull()
    .references(() => spaces.id);
}

function workerId() {
  return integer("worker_id")
    .notNull()
    .references(() => workers.id, { onDelete: "cascade" });
}

export const workerEquipment = sqliteTable(
  "worker_equipment",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    name: text("name").notNull(),
    comment: text("comment"),
    size: text("size"),
    ...timestamps(),
  },
  (t) => [index("worker_equipment_space_worker_idx").on(t.space_id, t.worker_id)],
);

export const workerEmergencyContacts = sqliteTable(
  "worker_emergency_contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    name: text("name").notNull(),
    /** E.164. Unique per worker (spec 000 §5: "phone unique"). */
    phone: text("phone").notNull(),
    relationship: text("relationship"),
    ...timestamps(),
  },
  (t) => [
    index("worker_emergency_contacts_space_worker_idx").on(t.space_id, t.worker_id),
    uniqueIndex("worker_emergency_contacts_worker_phone_unique").on(t.worker_id, t.phone),
  ],
);

export const workerComments = sqliteTable(
  "worker_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    /** The author; kept as null if the user is removed. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    ...timestamps(),
  },
  (t) => [index("worker_comments_space_worker_created_idx").on(t.space_id, t.worker_id, t.created_at)],
);

// spec 000 §3 Worker availability. Clashes are refused by the application (spec 000 §4).
export const workerAvailabilities = sqliteTable(
  "worker_availabilities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    status: text("status", { enum: AVAILABILITY_STATUSES }).notNull(),
    starts_at: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    /** Ask the worker for news when the period ends (not offered for status contract). */
    follow_up: flag("follow_up"),
    comment: text("comment"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("worker_availabilities_status_check", t.status, AVAILABILITY_STATUSES),
    check("worker_availabilities_period_check", sql`${t.ends_at} > ${t.starts_at}`),
    check("worker_availabilities_comment_check", sql`length(${t.comment}) <= 500`),
    check("worker_availabilities_follow_up_check", sql`not (${t.follow_up} and ${t.status} = 'contract')`),
    // A worker's periods (the tab, the clash check, the list's current availability), covering, so
    // SQLite prefers it to the status index below for a list of workers.
    index("worker_availabilities_space_worker_period_idx").on(t.space_id, t.worker_id, t.starts_at, t.ends_at, t.status),
    // The list's availability filter: periods of a status ending after the searched start (old periods
    // are left out by the range), covering the worker id.
    index("worker_availabilities_space_status_end_idx").on(t.space_id, t.status, t.ends_at, t.starts_at, t.worker_id),
  ],
);

/** Preference environments (spec 000 §3 Preferences), one row per value. */
export const workerPreferenceEnvironments = sqliteTable(
  "worker_preference_environments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    environment: text("environment", { enum: PREFERENCE_ENVIRONMENTS }).notNull(),
  },
  (t) => [
    enumCheck("worker_preference_environments_environment_check", t.environment, PREFERENCE_ENVIRONMENTS),
    uniqueIndex("worker_preference_environments_unique").on(t.worker_id, t.environment),
    index("worker_preference_environments_space_value_idx").on(t.space_id, t.environment),
  ],
);

/** Preference availabilities (full time, night, shifts…), one row per value. */
export const workerPreferenceAvailabilities = sqliteTable(
  "worker_preference_availabilities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    availability: text("availability", { enum: PREFERENCE_AVAILABILITIES }).notNull(),
  },
  (t) => [
    enumCheck("worker_preference_availabilities_availability_check", t.availability, PREFERENCE_AVAILABILITIES),
    uniqueIndex("worker_preference_availabilities_unique").on(t.worker_id, t.availability),
    index("worker_preference_availabilities_space_value_idx").on(t.space_id, t.availability),
  ],
);

/** Means of transport (spec 000 §3 Work, 001 §3), one row per value. */
export const workerTransportMeans = sqliteTable(
  "worker_transport_means",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    mean: text("mean", { enum: TRANSPORTATION_MEANS }).notNull(),
  },
  (t) => [
    enumCheck("worker_transport_means_mean_check", t.mean, TRANSPORTATION_MEANS),
    uniqueIndex("worker_transport_means_unique").on(t.worker_id, t.mean),
    index("worker_transport_means_space_mean_worker_idx").on(t.space_id, t.mean, t.worker_id),
  ],
);

/**
 * The spec's favorite_jobs. At most 3 per worker (spec 000 §5): the position is 0, 1 or 2 and unique per
 * worker, so the database itself refuses a fourth.
 */
export const workerFavoriteJobs = sqliteTable(
  "worker_favorite_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    position: integer("position").notNull(),
    job: text("job").notNull(),
  },
  (t) => [
    check("worker_favorite_jobs_position_check", sql`${t.position} in (0, 1, 2)`),
    uniqueIndex("worker_favorite_jobs_worker_position_unique").on(t.worker_id, t.position),
    index("worker_favorite_jobs_space_job_worker_idx").on(t.space_id, t.job, t.worker_id),
  ],
);

/** The space's interview questionnaire (worker file tab). Archived questions keep their answers. */
export const interviewQuestions = sqliteTable(
  "interview_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
    archived_at: archivedAt(),
    ...timestamps(),
  },
  (t) => [index("interview_questions_space_archived_position_idx").on(t.space_id, t.archived_at, t.position)],
);

export const interviewAnswers = sqliteTable(
  "interview_answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: spaceId(),
    worker_id: workerId(),
    question_id: integer("question_id")
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: "cascade" }),
    answer: text("answer"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("interview_answers_worker_question_unique").on(t.worker_id, t.question_id),
    index("interview_answers_question_idx").on(t.question_id),
  ],
);
