import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { z } from "zod";
import { PositionSchema } from "#domain/positions/position-schemas";
import { SelectField } from "#web/app/components/form/select-field";
import { apiFetch } from "#web/app/lib/api.client";

type PositionOption = z.infer<typeof PositionSchema>;
/** The most positions of one client the select offers. */
export const POSITIONS_PER_COMPANY = 100;

/**
 * The order's position, chosen among the client's positions (read from /v1 as the client changes), with
 * a link to create one that comes back here (`returnTo`) with it chosen (/positions/create?returnTo=).
 * An order being edited gives its client's positions from its loader (`initialPositions`).
 */
export function PositionSelect({
  spaceId,
  companyId,
  defaultPositionId,
  initialPositions,
  returnTo = "/orders/create",
  error,
}: {
  spaceId: number;
  companyId: number | null;
  defaultPositionId: number | null;
  initialPositions?: readonly PositionOption[];
  returnTo?: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const [positions, setPositions] = useState<readonly PositionOption[]>(initialPositions ?? []);
  const [chosen, setChosen] = useState(defaultPositionId ? String(defaultPositionId) : "");

  useEffect(() => {
    if (initialPositions) return;
    if (companyId === null) {
      setPositions([]);
      return;
    }
    const controller = new AbortController();
    apiFetch("/positions", {
      query: { space_id: spaceId, company_id: companyId, per_page: POSITIONS_PER_COMPANY },
      schema: z.array(PositionSchema),
      signal: controller.signal,
    })
      .then((answer) => setPositions(answer.data))
      .catch(() => undefined); // the snackbar said so; the order goes without a position
    return () => controller.abort();
  }, [spaceId, companyId, initialPositions]);

  const createTo = `/positions/create?${new URLSearchParams({ returnTo, ...(companyId ? { company_id: String(companyId) } : {}) })}`;
  return (
    <div>
      <SelectField
        label={t("orders.form.position")}
        name="position_id"
        value={positions.some((position) => String(position.id) === chosen) ? chosen : ""}
        onChange={(event) => setChosen(event.target.value)}
        emptyLabel={t("orders.form.positionNone")}
        options={positions.map((position) => ({
          value: String(position.id),
          label: position.qualification ? `${position.title} (${position.qualification})` : position.title,
        }))}
        hint={t("orders.form.positionHint")}
        error={error}
      />
      <Link to={createTo} className="mt-1.5 inline-block text-sm font-medium text-primary-700 underline dark:text-primary-300">
        {t("orders.form.createPosition")}
      </Link>
    </div>
  );
}
