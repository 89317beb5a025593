import { controlStyles, labelStyles } from "#web/app/components/form/field-styles";

// The activity log's filters are a GET form: each field starts from the URL and is re-created when the
// URL changes (`key`), so a reset or the back button shows what the list is filtered by.

export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  className,
}: {
  className?: string;
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className={`mt-1.5 ${controlStyles(false)}`}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DateFilter({ label, name, value, error }: { label: string; name: string; value: string; error?: string }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 ${controlStyles(Boolean(error))}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-primary-600 dark:text-primary-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
