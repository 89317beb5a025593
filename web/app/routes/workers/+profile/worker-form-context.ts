import { createContext, useContext } from "react";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import type { RefusableFormMeta } from "#web/app/lib/forms/use-refusable-form";

/** "wide": cards in two columns (the file's profile tab); "mobile": one column, sections that fold, big controls. */
export type WorkerFormLayout = "wide" | "mobile";

export interface WorkerFormState {
  /** The worker being edited; null on creation. */
  worker: WorkerFile | null;
  layout: WorkerFormLayout;
  /** The translated refusal of a field, if any. */
  error(field: string): string | undefined;
  /** Grows at each submit or server answer that refused fields: folded sections holding one unfold. */
  reveal: number;
  /** Conform's form: a value set otherwise than by typing (a commune picked) asks it to check again. */
  form: RefusableFormMeta;
}

// Each section of the form is its own component; they read the worker, the layout and the refusals
// from here rather than through a chain of props.
export const WorkerFormContext = createContext<WorkerFormState | null>(null);

export function useWorkerForm(): WorkerFormState {
  const state = useContext(WorkerFormContext);
  if (!state) throw new Error("useWorkerForm outside the worker form");
  return state;
}

/** The label of a required field. */
export function requiredLabel(label: string): string {
  return `${label} *`;
}
