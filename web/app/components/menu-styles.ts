// Floating panels (Headless UI menus and popovers) share one look.
export const menuPanelStyles =
  "z-40 mt-2 origin-top rounded-xl border border-line bg-surface-raised p-1 shadow-lg ring-1 ring-black/5 outline-none transition duration-100 ease-out [--anchor-gap:4px] data-closed:scale-95 data-closed:opacity-0 dark:ring-white/5";

export const menuItemStyles =
  "flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink data-focus:bg-surface-muted data-disabled:opacity-50";
