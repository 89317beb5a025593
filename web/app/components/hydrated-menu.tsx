import { Menu, MenuButton } from "@headlessui/react";
import type { ReactNode } from "react";
import { useHydrated } from "#web/app/lib/use-hydrated";

interface HydratedMenuProps {
  /** The button's own attributes: its classes, accessible name, title, test id. */
  button: { className: string; "aria-label"?: string; title?: string; "data-testid"?: string };
  /** What the button shows. */
  label: ReactNode;
  /** The menu's `MenuItems`, which Headless UI renders once the page is hydrated. */
  children: ReactNode;
}

/**
 * A Headless UI menu the server renders as its closed button only (decision 0039). A closed
 * menu is a button, yet Headless UI sets up its state machine and floating panel for each one on every
 * render: the shell's three menus were 0.5 ms of a worker file page's CPU on the server. Before
 * hydration the button is the one a closed MenuButton renders (type, aria-haspopup, aria-expanded),
 * with the same look, and does nothing, as Headless UI's own did not before hydration either; the
 * menu takes its place in the render that marks the page hydrated (useHydrated, the mark browser
 * tests wait for), and renders itself from then on, client-side navigations included.
 */
export function HydratedMenu({ button, label, children }: HydratedMenuProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <button type="button" aria-haspopup="menu" aria-expanded="false" {...button}>
        {label}
      </button>
    );
  }
  return (
    <Menu>
      <MenuButton {...button}>{label}</MenuButton>
      {children}
    </Menu>
  );
}

/**
 * Runs `action` once the menu an item was chosen in has handed the focus back to its button: Headless UI
 * does that two animation frames after the choice, and only when the focus is nowhere (its item gone).
 * A dialog opened from a menu item opens after it, so it takes the focus, and gives it back to the
 * menu's button when it closes; opened at once, the hand-back took the focus from it and keyboard and
 * screen-reader users stayed behind the dialog.
 */
export function afterMenuCloses(action: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(action)));
}
