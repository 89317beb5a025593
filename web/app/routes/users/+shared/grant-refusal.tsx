import { useTranslation } from "react-i18next";
import { isPermission } from "../../../../../domain/auth/permissions";
import { FormAlert } from "../../../components/form/form-alert";
import type { FormFailure } from "../../../lib/form-failure";

/**
 * The message over a refused user form. A 403 "User has no rights" (spec 000 §8) while granting says
 * plainly what was refused: the permissions and spaces the signed-in user does not hold (spec §5).
 */
export function GrantRefusal({ failure }: { failure: FormFailure }) {
  const { t } = useTranslation();
  const notHeld = failure.fields.filter((field) => field.reason === "not_held");
  if (failure.status === 403 && notHeld.length > 0) {
    const names = notHeld.map((field) =>
      field.field === "permissions" && isPermission(field.message)
        ? t(`admin.permissions.${field.message}.label`)
        : t("admin.users.spaceNumber", { id: field.message }),
    );
    return (
      <FormAlert tone="error">
        <p className="font-medium" data-testid="grant-refusal">
          {t("admin.users.grantRefused")}
        </p>
        <p className="mt-1">{t("admin.users.grantRefusedList", { list: names.join(", ") })}</p>
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="error">
      <span data-testid="form-error">{t(failure.formError ?? "errors.unknown")}</span>
    </FormAlert>
  );
}
