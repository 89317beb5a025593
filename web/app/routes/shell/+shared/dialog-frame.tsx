import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";

/**
 * How long a dialog takes to leave (the `duration-150` below). Headless UI hands the focus back to
 * whatever opened the dialog only once it has left: code that moves the focus after a dialog's action
 * waits at least this long, or the hand-back undoes it.
 */
export const DIALOG_LEAVE_MS = 150;

/** A centred modal dialog (Headless UI: focus trap, Escape, labelled by its title). */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** "lg": a wider panel that scrolls, for forms of many fields. */
  size?: "md" | "lg";
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-150 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel
          transition
          className={`w-full ${size === "lg" ? "max-h-[92dvh] max-w-2xl overflow-y-auto" : "max-w-md"} rounded-t-2xl border border-line bg-surface p-6 shadow-xl transition duration-150 ease-out data-closed:translate-y-4 data-closed:opacity-0 sm:rounded-2xl`}
        >
          <DialogTitle className="text-lg font-semibold tracking-tight">{title}</DialogTitle>
          {description ? <Description className="mt-1 text-sm text-ink-muted">{description}</Description> : null}
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
