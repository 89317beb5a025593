import { ABSENCE_REASONS } from "#domain/enums/timesheet";
import type { Timesheet } from "#domain/timesheets/timesheet-schemas";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { useTranslation } from "#web/app/i18n/use-translation";
import { dayFieldName, fieldName, type DayKey } from "./week-form";

type CalendarDay = Timesheet["calendar"][number];
type SavedDay = Timesheet["days"][number];

const value = (input: number | string | null | undefined) => (input === null || input === undefined || input === 0 ? "" : String(input));

/**
 * One day of the week: its hours, break, absence, night minutes and allowances when the placement
 * covers it; only its date otherwise. A card on a phone, a row of fields from `sm` up.
 */
export function DayCard({
  day,
  saved,
  locked,
  errorAt,
}: {
  day: CalendarDay;
  saved: SavedDay | undefined;
  locked: boolean;
  errorAt(name: string): string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const title = new Intl.DateTimeFormat(i18n.language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day.date}T00:00:00Z`),
  );
  const headingId = `day-${day.date}`;
  const dayError = errorAt(dayFieldName(day.date));
  const field = (key: DayKey) => ({ name: fieldName(key, day.date), error: errorAt(fieldName(key, day.date)), disabled: locked });
  return (
    <section
      aria-labelledby={headingId}
      data-testid="timesheet-day"
      data-date={day.date}
      className={`rounded-xl border p-3 ${dayError ? "border-primary-500" : "border-line"} bg-surface`}
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink first-letter:uppercase">
        {title}
        {day.public_holiday ? <span className="text-xs font-normal text-ink-muted">({t("timesheets.editor.publicHoliday")})</span> : null}
        {!day.in_placement ? <span className="text-xs font-normal text-ink-muted">{t("timesheets.editor.notInPlacement")}</span> : null}
      </h3>
      {dayError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-primary-700 dark:text-primary-300" data-day-error>
          {dayError}
        </p>
      ) : null}
      {day.in_placement ? (
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          <TextField label={t("timesheets.editor.start")} type="time" defaultValue={saved?.start ?? ""} {...field("start")} />
          <TextField label={t("timesheets.editor.end")} type="time" defaultValue={saved?.end ?? ""} {...field("end")} />
          <TextField
            label={t("timesheets.editor.breakMinutes")}
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
            defaultValue={value(saved?.break_minutes)}
            {...field("break_minutes")}
          />
          <TextField
            label={t("timesheets.editor.nightMinutes")}
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
            defaultValue={value(saved?.night_minutes)}
            {...field("night_minutes")}
          />
          <SelectField
            label={t("timesheets.editor.absence")}
            defaultValue={saved?.absence?.reason ?? ""}
            emptyLabel={t("timesheets.editor.noAbsence")}
            options={ABSENCE_REASONS.map((reason) => ({ value: reason, label: t(`timesheets.editor.absenceReasons.${reason}`) }))}
            {...field("absence")}
          />
          <TextField
            label={t("timesheets.editor.absenceComment")}
            defaultValue={saved?.absence?.comment ?? ""}
            maxLength={500}
            {...field("absence_comment")}
          />
          <TextField
            label={t("timesheets.editor.mealAllowance")}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={value(saved?.meal_allowance)}
            {...field("meal_allowance")}
          />
          <TextField
            label={t("timesheets.editor.transportAllowance")}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={value(saved?.transport_allowance)}
            {...field("transport_allowance")}
          />
        </div>
      ) : null}
    </section>
  );
}
