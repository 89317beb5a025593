import { useId, type ReactNode } from "react";

/** A titled group of fields (identity, address, permissions…): a card with its heading. */
export function FormSection({
  title,
  description,
  children,
  className = "",
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5 ${className}`}>
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
