import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import type { Contact } from "#domain/companies/contact-schemas";
import type { OrderDetailSchema, OrderPerson } from "#domain/orders/order-schemas";
import type { PositionSchema } from "#domain/positions/position-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import type { FieldMessages, FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { BusinessManagerSelect } from "../+create/business-manager-select";
import { ContactSelect } from "../+create/contact-select";
import { OrderCommentsSection, OrderOptionsSection, OrderTermsSection } from "../+create/order-fields";
import { PositionSelect } from "../+create/position-select";

type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * An open order's terms as PATCH /v1/orders/{id} takes them, in the create form's fields filled with
 * the order's values (decision 0037). The client and the contract type are shown, not offered: /v1
 * changes neither. What /v1 refuses comes back under its field and stays there until the field changes
 * ("Order quantity exceeded" under the quantity). It posts the version it loaded: someone else's save
 * since is refused ("changed meanwhile", above the form), not overwritten.
 */
export function OrderEditForm({
  order,
  businessManagers,
  contacts,
  positions,
  positionId,
  check,
  lastResult,
}: {
  order: OrderDetail;
  businessManagers: readonly OrderPerson[];
  contacts: readonly Contact[];
  positions: readonly z.infer<typeof PositionSchema>[];
  positionId: number | null;
  check(formData: FormData): FieldMessages;
  lastResult: FormReply | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({ check, lastResult, holdRefusals: true });
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <Form method="post" {...formProps} className="mt-6 space-y-5" aria-label={t("orders.edit.formLabel")}>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      {/* The version loaded, sent as If-Match: a save over someone else's change is refused (decision 0013). */}
      <input type="hidden" name={VERSION_FIELD} value={order.updated_at} />
      <FormSection title={t("orders.form.sectionParties")}>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <dt className="text-ink-muted">{t("orders.form.company")}</dt>
          <dd className="font-medium break-words text-ink">{order.company.name}</dd>
          <dt className="text-ink-muted">{t("orders.form.contractType")}</dt>
          <dd className="text-ink">{t(`orders.contractTypes.${order.contract_type}`)}</dd>
        </dl>
        <ContactSelect
          companyId={order.company.id}
          initialContacts={contacts}
          defaultContactId={order.contact_id}
          error={errorOf("contact_id")}
        />
        <PositionSelect
          spaceId={order.space_id}
          companyId={order.company.id}
          defaultPositionId={positionId}
          initialPositions={positions}
          returnTo={`/orders/${order.id}/edit`}
          error={errorOf("position_id")}
        />
        <BusinessManagerSelect
          people={businessManagers}
          userId={order.business_manager_user_id}
          error={errorOf("business_manager_user_id")}
        />
      </FormSection>

      <OrderTermsSection errorOf={errorOf} order={order} />
      <OrderOptionsSection errorOf={errorOf} order={order} />
      <OrderCommentsSection errorOf={errorOf} order={order} />

      <div className="flex flex-wrap justify-end gap-2">
        <Link to={`/orders/${order.id}`} className={buttonStyles.secondary}>
          {t("orders.edit.cancel")}
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? t("orders.edit.saving") : t("orders.edit.save")}
        </button>
      </div>
    </Form>
  );
}
