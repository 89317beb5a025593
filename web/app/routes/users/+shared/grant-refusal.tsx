import { useTranslation } from "#web/app/i18n/use-translation";
import { isPermission } from "#domain/auth/permissions";
import { FormAlert } from "#web/app/components/form/form-alert";
import type { FormFailure } from "#web/app/lib/form-failure";

/**
 * The message over a refused user form. A 403 "User has no rights" (spec 000 §8) while granting says
 * plainly what was refused: the permissions, spaces and administrator options the signed-in user does
 * not hold (spec §5), or the account's e-mail and API access when the user has spaces beyond theirs.
 */
export function GrantRefusal({ failure }: { failure: FormFailure }) {
  const { t } = useTranslation();
  const notHeld = failure.fields.filter((field) => field.reason === "not_held");
  if (failure.status === 403 && failure.fields.some((field) => field.reason === "other_spaces")) {
    return (
      <FormAlert tone="error">
        <p className="font-medium" data-testid="grant-refusal">
          {t("admin.users.otherSpacesRefused")}
        </p>
      </FormAlert>
    );
  }
  if (failure.status === 403 && notHeld.length > 0) {
    const names = notHeld.map((field) => {
      if (field.field === "permissions" && isPermission(field.message)) return t(`admin.permissions.${field.message}.label`);
      if (field.field === "is_admin") return t("admin.users.isAdmin");
      if (field.field === "legacy_v1_admin") return t("admin.users.legacyV1Admin");
      return t("admin.users.spaceNumber", { id: field.message });
    });
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
