import { useTranslation } from "#web/app/i18n/use-translation";
import { formatFrenchPhone } from "#domain/french/phone";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { TextField } from "#web/app/components/form/text-field";
import { useCompanyForm } from "./company-form-context";

/** Spec 000 §3 Company contact: phone (shown back as typed in France), notification e-mail, websites. */
export function ContactSection() {
  const { t } = useTranslation();
  const { company, error } = useCompanyForm();
  return (
    <FieldsetCard title={t("companies.form.contact")}>
      <TextField
        label={t("companies.form.phone")}
        name="phone"
        type="tel"
        defaultValue={company?.phone ? formatFrenchPhone(company.phone) : ""}
        autoComplete="tel"
        maxLength={40}
        error={error("phone")}
      />
      <TextField
        label={t("companies.form.notificationEmail")}
        name="default_notification_email"
        type="email"
        defaultValue={company?.default_notification_email ?? ""}
        autoComplete="email"
        maxLength={254}
        error={error("default_notification_email")}
      />
      <TextField
        label={t("companies.form.website")}
        name="website"
        type="url"
        defaultValue={company?.website ?? ""}
        inputMode="url"
        maxLength={254}
        error={error("website")}
      />
      <TextField
        label={t("companies.form.url")}
        name="url"
        defaultValue={company?.url ?? ""}
        inputMode="url"
        maxLength={254}
        hint={t("companies.form.urlHint")}
        error={error("url")}
      />
      <TextField
        label={t("companies.form.urssafCity")}
        name="urssaf_city"
        defaultValue={company?.urssaf_city ?? ""}
        maxLength={254}
        error={error("urssaf_city")}
      />
    </FieldsetCard>
  );
}
