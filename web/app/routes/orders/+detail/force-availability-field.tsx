import { CheckboxField } from "#web/app/components/form/checkbox-field";

/**
 * "Propose even if unavailable" in the order's worker dialogs: ticked and locked when the order itself
 * forces available workers (spec 000 §3), else the user's choice.
 */
export function ForceAvailabilityField({
  label,
  forcedByOrder,
  force,
  onForce,
}: {
  label: string;
  forcedByOrder: boolean;
  force: boolean;
  onForce(force: boolean): void;
}) {
  return (
    <CheckboxField
      className="mt-4"
      label={label}
      name="force"
      checked={force || forcedByOrder}
      disabled={forcedByOrder}
      onChange={(event) => onForce(event.target.checked)}
    />
  );
}
