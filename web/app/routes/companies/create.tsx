import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { CompanyCreateSchema, CompanyDetailSchema } from "#domain/companies/company-schemas";
import { BackLink } from "#web/app/components/back-link";
import { PageHeader } from "#web/app/components/page-header";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOfCheck, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { useOpenCreated } from "#web/app/lib/use-open-created";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadReferenceLists } from "./+shared/companies-api.server";
import { CompanyForm } from "./+shared/company-form";
import { companyInputFromForm } from "./+shared/company-form-values";
import { NoSpaceSelected } from "./+shared/no-space";
import type { Route } from "./+types/create";

// Spec 000 §2 /companies/create: a company of the selected space, every field of spec 000 §3, the rules
// of §5 checked in the browser, in this action and by /v1 (CONVENTIONS §2).

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.companyCreate");
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) return { spaceId: null, references: null };
  return { spaceId, references: await loadReferenceLists(args, false) };
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const input = companyInputFromForm(await args.request.formData());
  if (spaceId === null) return refusalOfCheck({ space_id: { key: "validation.required" } });
  const parsed = CompanyCreateSchema.safeParse(input);
  if (!parsed.success) return refusalOfCheck(fieldMessagesFromZod(parsed.error));
  const response = await callApi(args, "/companies", { method: "POST", json: { ...input, space_id: spaceId } });
  if (!response.ok) return refusalFrom(args, response);
  const company = CompanyDetailSchema.parse(await response.json());
  return { ok: true as const, id: company.id, name: company.name };
}

export default function CompanyCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOpenCreated(answer, "companies.form.created", "/companies");

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/companies">{t("companies.detail.back")}</BackLink>
      <div className="mt-4">
        <PageHeader title={t("pages.companyCreate")} />
      </div>
      {loaderData.spaceId === null || !loaderData.references ? (
        <NoSpaceSelected />
      ) : (
        <div className="mt-6">
          <CompanyForm
            key={loaderData.spaceId}
            mode="create"
            company={null}
            spaceId={loaderData.spaceId}
            references={loaderData.references}
            initial={{ ape: null, legalForm: null, parent: null, group: null }}
            submitting={fetcher.state !== "idle"}
            refusal={answer && !answer.ok ? answer : null}
            onSubmit={(formData) => void fetcher.submit(formData, { method: "post" })}
          />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
