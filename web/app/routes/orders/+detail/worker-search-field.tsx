import { useTranslation } from "#web/app/i18n/use-translation";
import { TextField } from "#web/app/components/form/text-field";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";

/** The search box of the order's worker dialogs (proposal, replacement), controlling the list `listId`. */
export function WorkerSearchField({ query, onQuery, listId }: { query: string; onQuery(query: string): void; listId: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("orders.proposal.search")}
      name="q"
      type="search"
      value={query}
      onChange={(event) => onQuery(event.target.value)}
      hint={t("orders.proposal.searchHint")}
      autoComplete="off"
      minLength={SEARCH_MIN_LENGTH}
      aria-controls={listId}
    />
  );
}
