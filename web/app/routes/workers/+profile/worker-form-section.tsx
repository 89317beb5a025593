import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { Icon } from "#web/app/components/icons";
import { useWorkerForm } from "./worker-form-context";

interface WorkerFormSectionProps {
  title: string;
  /** The fields inside, so a folded section can say it holds refusals and open itself. */
  fields: readonly string[];
  /** Mobile layout: whether the section starts unfolded. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One section of the worker form: a card in the wide layout, a section that folds on mobile. */
export function WorkerFormSection({ title, fields, defaultOpen = false, children }: WorkerFormSectionProps) {
  const { layout, error, reveal } = useWorkerForm();
  const invalid = fields.filter((field) => error(field) !== undefined).length;
  if (layout === "mobile") {
    return (
      <FoldingSection title={title} invalid={invalid} reveal={reveal} defaultOpen={defaultOpen}>
        {children}
      </FoldingSection>
    );
  }
  return <FieldsetCard title={title}>{children}</FieldsetCard>;
}

/**
 * The disclosure pattern (a heading holding a button with aria-expanded). A folded panel is only
 * `hidden`: its fields stay in the form and are submitted. When a submit (or the server) refuses
 * fields it holds, it unfolds in that same render, so the form can then focus the first refused field.
 */
function FoldingSection({
  title,
  invalid,
  reveal,
  defaultOpen,
  children,
}: {
  title: string;
  invalid: number;
  reveal: number;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [knownReveal, setKnownReveal] = useState(reveal);
  if (reveal !== knownReveal) {
    setKnownReveal(reveal);
    if (invalid > 0) setOpen(true);
  }
  return (
    <section className="min-w-0 overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left text-base font-semibold text-ink hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500/40 focus-visible:outline-none"
        >
          <span className="min-w-0 flex-1">{title}</span>
          {invalid > 0 ? (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-700 dark:bg-primary-950/50 dark:text-primary-300">
              {t("workers.profile.form.toFix", { count: invalid })}
            </span>
          ) : null}
          <Icon name="chevronDown" className={`size-5 shrink-0 text-ink-subtle transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-5 border-t border-line px-4 pt-4 pb-5">
        {children}
      </div>
    </section>
  );
}
