import { CONTRACT_STATUSES, type ContractStatus } from "#domain/enums/contract";

// The list's filters as the URL carries them: one status, and late or on time. Anything else is no filter.
export function contractFiltersOf(searchParams: URLSearchParams): { status: ContractStatus | null; late: "true" | "false" | null } {
  const status = searchParams.get("status");
  const late = searchParams.get("late");
  return {
    status: (CONTRACT_STATUSES as readonly string[]).includes(status ?? "") ? (status as ContractStatus) : null,
    late: late === "true" || late === "false" ? late : null,
  };
}
