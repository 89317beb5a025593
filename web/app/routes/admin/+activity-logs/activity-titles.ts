/** Where a subject can be opened, by resource; none for contacts (they live in their company's page). */
export function subjectPath(schema: string, subjectId: string | null): string | null {
  if (!subjectId || !/^\d+$/.test(subjectId)) return null;
  switch (schema) {
    case "workers":
      return `/workers/${subjectId}`;
    case "companies":
      return `/companies/${subjectId}`;
    case "users":
      return `/admin/users/${subjectId}`;
    case "spaces":
      return `/admin/spaces/${subjectId}`;
    default:
      return null;
  }
}
