/**
 * After a refused save, the first refused field may be far from the save button (above it on a phone,
 * or in a dialog): move the focus there, which scrolls it into view, once the errors are rendered.
 * Within `scope` (a form, a dialog), or the screen's main content.
 */
export function focusFirstInvalid(scope?: ParentNode | null) {
  window.requestAnimationFrame(() =>
    (scope ?? document.querySelector("main"))?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
  );
}
