// The permission list of spec 000 §6. A user holds a subset; routes and guards check them.
export const PERMISSIONS = [
  "app-admin",
  "space-users",
  "jobs-delegate",
  "orders",
  "multiposting",
  "order_template_temporary_work",
  "order_template_permanent",
  "order_template_temporary",
  "order_template_individual_contractor_aggrements",
  "order_template_subcontracting",
  "company_search_filters",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The owner (app-admin) holds every right on the whole application (spec §6). */
export function hasPermission(held: readonly Permission[], needed: Permission): boolean {
  return held.includes("app-admin") || held.includes(needed);
}

/**
 * Spec §5: a user cannot grant permissions they do not hold. Returns the
 * permissions among `requested` that `granter` may not hand out.
 */
export function permissionsBeyondGranter(granter: readonly Permission[], requested: readonly Permission[]): Permission[] {
  if (granter.includes("app-admin")) return [];
  return requested.filter((permission) => !granter.includes(permission));
}
