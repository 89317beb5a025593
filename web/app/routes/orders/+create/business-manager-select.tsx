import { useTranslation } from "#web/app/i18n/use-translation";
import type { OrderPerson } from "#domain/orders/order-schemas";
import { SelectField } from "#web/app/components/form/select-field";

const nameOf = (person: OrderPerson) => [person.first_name, person.last_name].filter(Boolean).join(" ");

/**
 * The agency's business manager for this order (spec 000 §3, a party of the order), among the space's
 * users: `userId` is the one chosen (on a new order, its creator, until they name a colleague; on an
 * order being edited, its manager, or null).
 */
export function BusinessManagerSelect({
  people,
  userId,
  error,
}: {
  people: readonly OrderPerson[];
  userId: number | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const isColleague = people.some((person) => person.id === userId);
  return (
    <SelectField
      label={t("orders.form.businessManager")}
      name="business_manager_user_id"
      defaultValue={isColleague ? String(userId) : ""}
      emptyLabel={t("orders.form.businessManagerNone")}
      options={people.map((person) => ({ value: String(person.id), label: nameOf(person) }))}
      hint={t("orders.form.businessManagerHint")}
      error={error}
    />
  );
}
