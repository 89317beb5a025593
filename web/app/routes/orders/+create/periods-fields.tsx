import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { errorStyles, hintStyles } from "#web/app/components/form/field-styles";
import { Icon } from "#web/app/components/icons";
import { TextField } from "#web/app/components/form/text-field";
import { periodFieldName } from "./order-input";

/**
 * The order's periods (spec 000 §3): rows of a start and an end, Paris wall times; at least one, one
 * after the other (§5). Rows keep a key of their own so removing one keeps what the others hold.
 */
export function PeriodsFields({ errorOf }: { errorOf(field: string): string | undefined }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<number[]>([0]);
  const [nextKey, setNextKey] = useState(1);
  const listError = ownError(errorOf, rows.length);

  return (
    <div className="space-y-3">
      <p id="periods-hint" className={hintStyles}>
        {t("orders.form.periodsHint")}
      </p>
      <ol className="space-y-3">
        {rows.map((key, index) => (
          <li
            key={key}
            className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            data-testid="period-row"
          >
            <TextField
              label={t("orders.form.periodStart", { index: index + 1 })}
              name={periodFieldName(index, "starts_at")}
              type="datetime-local"
              required
              error={errorOf(periodFieldName(index, "starts_at"))}
            />
            <TextField
              label={t("orders.form.periodEnd", { index: index + 1 })}
              name={periodFieldName(index, "ends_at")}
              type="datetime-local"
              required
              error={errorOf(periodFieldName(index, "ends_at"))}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className={`${buttonStyles.ghost} sm:mt-6`}
                onClick={() => setRows((current) => current.filter((row) => row !== key))}
              >
                <Icon name="trash" className="size-4" />
                {t("orders.form.removePeriod", { index: index + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {listError ? <p className={errorStyles}>{listError}</p> : null}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => {
          setRows((current) => [...current, nextKey]);
          setNextKey((key) => key + 1);
        }}
      >
        <Icon name="plus" className="size-4" />
        {t("orders.form.addPeriod")}
      </button>
    </div>
  );
}

/** A refusal of the list itself (none, too many), not of one of its rows. */
function ownError(errorOf: (field: string) => string | undefined, count: number): string | undefined {
  const own = errorOf("periods");
  for (let index = 0; index < count; index++) {
    if (own === errorOf(periodFieldName(index, "starts_at")) || own === errorOf(periodFieldName(index, "ends_at"))) return undefined;
  }
  return own;
}
