import { Form, useActionData } from "react-router";
import { z } from "zod";
import { addDays, parisToday } from "#domain/dates/paris-day";
import {
  daysInPeriod,
  ExportCreateSchema,
  StatisticsExportSchema,
  StatisticsQuerySchema,
  StatisticsSchema,
} from "#domain/statistics/statistics-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { DailyChart } from "./+statistics/daily-chart";
import { ExportsPanel } from "./+statistics/exports-panel";
import { StatisticsFigures } from "./+statistics/statistics-figures";
import type { Route } from "./+types/statistics";

// /admin/statistics (spec 000 §1, §2; owners, guarded by the admin layout): a period's figures for one
// space or all, their daily series as charts with their tables, and the exports (decision 0047).

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.adminStatistics"));
}

/** The period and space from the URL; this month until today by default (Paris days). */
function periodOf(params: URLSearchParams) {
  const today = parisToday(new Date());
  const fallback = { from: `${today.slice(0, 7)}-01`, to: today, space_id: undefined };
  const given = {
    from: params.get("from") || fallback.from,
    to: params.get("to") || fallback.to,
    ...(params.get("space_id") ? { space_id: params.get("space_id") } : {}),
  };
  const parsed = StatisticsQuerySchema.safeParse(given);
  if (parsed.success) return { query: parsed.data, refused: null };
  const reason = parsed.error.issues[0]?.message ?? "date_invalid";
  return { query: StatisticsQuerySchema.parse(fallback), refused: reason };
}

export async function loader(args: Route.LoaderArgs) {
  const { query, refused } = periodOf(new URL(args.request.url).searchParams);
  const [figures, exports, spaces] = await Promise.all([
    loadFromApi(args, "/statistics", StatisticsSchema, { ...query }),
    loadFromApi(args, "/statistics/exports", z.array(StatisticsExportSchema)),
    loadAllSpaces(args),
  ]);
  return {
    query,
    refused,
    figures: figures.data,
    exports: exports.data,
    spaces: spaces.map((space) => ({ id: space.id, name: space.name })),
  };
}

/** Asks /v1 for an export of the period and space shown. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const body = ExportCreateSchema.safeParse({
    from: form.get("from"),
    to: form.get("to"),
    format: form.get("format"),
    ...(form.get("space_id") ? { space_id: Number(form.get("space_id")) } : {}),
  });
  if (!body.success) return refusalOf(422, {}, [{ key: "errors.unknown" }]);
  const response = await callApi(args, "/statistics/exports", { method: "POST", json: body.data });
  // The export form has no field of its own to refuse under: the catalogue's message above the list.
  if (!response.ok) return refusalFrom(args, response, { formMessages: catalogueMessage });
  return { ok: true as const };
}

export default function AdminStatistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const { query, refused, figures, exports, spaces } = loaderData;
  const days = figures.daily.map((day) => day.day);
  const series = (field: Exclude<keyof (typeof figures.daily)[number], "day">) => figures.daily.map((day) => day[field]);
  const spaceNames = new Map(spaces.map((space) => [space.id, space.name]));
  const previousMonthEnd = addDays(`${query.from.slice(0, 7)}-01`, -1);

  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.adminStatistics")} description={t("statistics.intro")} />

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        aria-label={t("statistics.period")}
      >
        <SelectField
          label={t("statistics.space")}
          name="space_id"
          defaultValue={query.space_id === undefined ? "" : String(query.space_id)}
          emptyLabel={t("statistics.allSpaces")}
          options={spaces.map((space) => ({ value: String(space.id), label: space.name }))}
        />
        <TextField label={t("statistics.from")} name="from" type="date" defaultValue={query.from} required />
        <TextField label={t("statistics.to")} name="to" type="date" defaultValue={query.to} required hint={t("statistics.maxDays")} />
        <div className="flex flex-wrap gap-2 lg:mb-6">
          <button type="submit" className={buttonStyles.primary}>
            {t("statistics.show")}
          </button>
          <a
            className={buttonStyles.ghost}
            href={`?${new URLSearchParams({ from: `${previousMonthEnd.slice(0, 7)}-01`, to: previousMonthEnd, ...(query.space_id ? { space_id: String(query.space_id) } : {}) })}`}
          >
            {t("statistics.previousMonth")}
          </a>
        </div>
      </Form>
      {refused ? (
        <FormAlert tone="error">
          {t(`statistics.refusals.${refused === "period_too_long" || refused === "date_before_from" ? refused : "date_invalid"}`)}
        </FormAlert>
      ) : null}

      <section aria-labelledby="figures-title" className="space-y-4">
        <h2 id="figures-title" className="text-lg font-semibold text-ink" data-testid="figures-title">
          {t("statistics.figuresOf", {
            scope: query.space_id === undefined ? t("statistics.allSpaces") : (spaceNames.get(query.space_id) ?? `#${query.space_id}`),
            days: daysInPeriod(query.from, query.to),
          })}
        </h2>
        <StatisticsFigures figures={figures} />
      </section>

      <section aria-labelledby="charts-title" className="space-y-4">
        <h2 id="charts-title" className="text-lg font-semibold text-ink">
          {t("statistics.charts.title")}
        </h2>
        <DailyChart
          title={t("statistics.charts.registrations")}
          days={days}
          series={[
            {
              label: t("statistics.figures.registered"),
              values: series("workers_registered"),
              fill: "fill-primary-600 dark:fill-primary-400",
            },
          ]}
        />
        <DailyChart
          title={t("statistics.charts.orders")}
          days={days}
          series={[
            {
              label: t("statistics.figures.ordersCreated"),
              values: series("orders_created"),
              fill: "fill-primary-600 dark:fill-primary-400",
            },
            { label: t("statistics.charts.placesFilled"), values: series("places_filled"), fill: "fill-sky-600 dark:fill-sky-400" },
          ]}
        />
        <DailyChart
          title={t("statistics.charts.sms")}
          days={days}
          series={[
            { label: t("statistics.figures.smsSent"), values: series("sms_sent"), fill: "fill-primary-600 dark:fill-primary-400" },
            { label: t("statistics.figures.smsReplies"), values: series("sms_replies"), fill: "fill-sky-600 dark:fill-sky-400" },
          ]}
        />
        <DailyChart
          title={t("statistics.charts.dpae")}
          days={days}
          series={[
            {
              label: t("statistics.figures.dpaeSubmitted"),
              values: series("dpae_submitted"),
              fill: "fill-primary-600 dark:fill-primary-400",
            },
          ]}
        />
      </section>

      <RefusalAlert answer={answer} />
      <ExportsPanel
        exports={exports}
        spaceNames={spaceNames}
        period={{ from: query.from, to: query.to, spaceId: query.space_id ?? null }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
