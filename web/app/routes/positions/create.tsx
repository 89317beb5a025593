import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import { PositionCreateSchema, PositionSchema } from "#domain/positions/position-schemas";
import { hasPermission } from "#domain/auth/permissions";
import { buttonStyles } from "#web/app/components/button-styles";
import { ChooseSpace } from "#web/app/components/choose-space";
import { CompanyPicker, type CompanyOption } from "#web/app/components/company-picker";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf, type FieldMessages } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { safeRedirectPath } from "#web/app/lib/safe-redirect";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { chosenCompanyOf } from "../orders/+shared/chosen-company.server";
import { PositionContractMentionsFields } from "./+create/contract-mentions-fields";
import { positionInputFromForm } from "./+create/position-input";
import type { Route } from "./+types/create";

// Spec 000 §2 /positions/create (signed in): a job at a client company, with what the matching reads
// (qualification and skills, decision 0027). Opened from the order form, it goes back there with the
// new position chosen; otherwise to a new order for that client when the user may order.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.positionCreate"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const returnTo = new URL(args.request.url).searchParams.get("returnTo");
  return { spaceId, company: spaceId === null ? null : await chosenCompanyOf(args), returnTo };
}

function checkPosition(formData: FormData): FieldMessages {
  const input = positionInputFromForm(formData);
  const parsed = PositionCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const formData = await args.request.formData();
  const fieldErrors = checkPosition(formData);
  if (Object.keys(fieldErrors).length > 0 || spaceId === null) return data(refusalOf(422, fieldErrors), { status: 422 });
  const input = PositionCreateSchema.parse({ ...positionInputFromForm(formData), space_id: spaceId });
  const response = await callApi(args, "/positions", { method: "POST", json: input });
  if (!response.ok) {
    const refusal = await refusalFrom(args, response);
    return data(refusal, { status: refusal.status });
  }
  const position = PositionSchema.parse(await response.json());
  const back = new URLSearchParams({ position_id: String(position.id) });
  if (position.company_id !== null) back.set("company_id", String(position.company_id));
  const returnTo = formData.get("returnTo");
  const fallback = hasPermission(session.permissions, "orders") ? "/orders/create" : "/home";
  const target = safeRedirectPath(typeof returnTo === "string" ? returnTo : null, fallback);
  throw redirect(target === "/home" ? target : `${target.split("?")[0]}?${back}`);
}

export default function PositionCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [company, setCompany] = useState<CompanyOption | null>(loaderData.company);
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkPosition, lastResult: actionData?.reply ?? null });
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  useEffect(() => setCompany(loaderData.company), [loaderData.company]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("pages.positionCreate")} description={t("orders.position.intro")} />
      {loaderData.spaceId === null ? (
        <ChooseSpace title={t("workers.list.noSpace.title")} message={t("orders.list.noSpace")} choose={t("workers.list.noSpace.choose")} />
      ) : (
        <Form method="post" {...formProps} className="mt-6 space-y-5" aria-label={t("pages.positionCreate")}>
          {loaderData.returnTo ? <input type="hidden" name="returnTo" value={loaderData.returnTo} /> : null}
          {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
          <FormSection title={t("orders.form.sectionParties")}>
            <CompanyPicker
              label={t("orders.position.company")}
              spaceId={loaderData.spaceId}
              value={company}
              onChange={setCompany}
              name="company_id"
              error={errorOf("company_id")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={`${t("orders.position.title")} *`} name="title" required maxLength={255} error={errorOf("title")} />
              <TextField label={t("orders.position.qualification")} name="qualification" maxLength={255} error={errorOf("qualification")} />
            </div>
            <TextareaField label={t("orders.position.tasks")} name="tasks" maxLength={5000} error={errorOf("tasks")} />
            <TextareaField label={t("orders.position.description")} name="description" maxLength={5000} error={errorOf("description")} />
            <TextareaField
              label={t("orders.position.skills")}
              name="skills"
              rows={4}
              hint={t("orders.position.skillsHint")}
              error={errorOf("skills")}
            />
          </FormSection>
          <FormSection title={t("orders.position.placeAddress")}>
            <TextField label={t("orders.position.placeAddress")} name="place_address" maxLength={255} error={errorOf("place_address")} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={t("orders.position.placeZipcode")}
                name="place_zipcode"
                inputMode="numeric"
                maxLength={5}
                error={errorOf("place_zipcode")}
              />
              <TextField
                label={t("orders.position.placeCity")}
                name="place_city"
                maxLength={255}
                error={errorOf("place_city")}
                className="sm:col-span-2"
              />
            </div>
            <TextField
              label={t("orders.position.hourlyRate")}
              name="hourly_rate"
              inputMode="decimal"
              hint={t("orders.form.decimalHint")}
              error={errorOf("hourly_rate")}
            />
          </FormSection>
          <PositionContractMentionsFields errorOf={errorOf} />
          <div className="flex justify-end">
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? t("orders.position.submitting") : t("orders.position.submit")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
