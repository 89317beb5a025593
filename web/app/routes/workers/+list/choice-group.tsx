import { useId } from "react";

/**
 * Several choices among a few (states, statuses, transport means): native checkboxes drawn as pills, in
 * a fieldset whose legend names the group. Each ticked box is one `name=value` of the GET form, which
 * the URL keeps as a repeated parameter.
 */
export function ChoiceGroup({
  legend,
  name,
  options,
  chosen,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  hint?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 py-1 text-sm text-ink-muted transition-colors select-none hover:bg-surface-muted has-checked:border-primary-500 has-checked:bg-accent-soft has-checked:text-accent-ink has-focus-visible:ring-2 has-focus-visible:ring-primary-500/40"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-3.5 accent-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
