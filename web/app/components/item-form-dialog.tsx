import type { ReactNode } from "react";
import { DialogFrame } from "../routes/shell/+shared/dialog-frame";

/** What a list's dialog form is open on: a new item, an item to edit, or nothing (closed). */
export type Editing<Item> = Item | "new" | null;

/**
 * The dialog that adds or edits one item of a list (a company's contact, a worker's equipment). The form
 * is mounted only while the dialog is open, so each opening starts from the item as the list shows it.
 */
export function ItemFormDialog<Item extends object>({
  editing,
  onClose,
  createTitle,
  editTitle,
  description,
  children,
}: {
  editing: Editing<Item>;
  onClose(): void;
  createTitle: string;
  editTitle: string;
  description: string;
  /** The form, given the item it edits, or null for a new one. */
  children(item: Item | null): ReactNode;
}) {
  return (
    <DialogFrame open={editing !== null} onClose={onClose} title={editing === "new" ? createTitle : editTitle} description={description}>
      {editing === null ? null : children(editing === "new" ? null : editing)}
    </DialogFrame>
  );
}
