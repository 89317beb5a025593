import { useTranslation } from "#web/app/i18n/use-translation";
import { ACTIVITY_SCHEMAS, ACTIVITY_TYPES, isOneOf } from "./activity-log-query";
import { activityTitleKey } from "./activity-titles";

/** An entry's type and resource in the user's language; one /v1 wrote since and the screen does not know yet, as stored. */
export function useActivityLabels() {
  const { t } = useTranslation();
  return {
    typeLabel: (type: string) => (isOneOf(ACTIVITY_TYPES, type) ? t(`admin.activityLogs.types.${type}`) : type),
    schemaLabel: (schema: string) => (isOneOf(ACTIVITY_SCHEMAS, schema) ? t(`admin.activityLogs.schemas.${schema}`) : schema),
    /** "Disponibilité ajoutée", not "Création Intérimaire": what /v1 says happened, translated. */
    titleLabel: (title: string) => {
      const key = activityTitleKey(title);
      return key ? t(`admin.activityLogs.titles.${key}`) : title;
    },
  };
}
