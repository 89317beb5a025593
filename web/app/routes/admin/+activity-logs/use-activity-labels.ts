import { useTranslation } from "#web/app/i18n/use-translation";
import { ACTIVITY_SCHEMAS, ACTIVITY_TYPES, activityTitleKey } from "#domain/activity-logs/activity-log-kinds";
import { isOneOf } from "./activity-log-query";

/**
 * An entry's type, resource and title in the user's language. Every value an operation writes has its
 * translation (the lists are domain/activity-logs/activity-log-kinds.ts); any other text, as stored.
 */
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
