// Where a form's submit that left errors sends the focus (Form's focusFirstError).

/** The first field in error: an input marked invalid, or the first control of a group whose error shows. */
function firstFieldInError(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const error = form.querySelector<HTMLElement>('.ft-field__error');
  const groupControl = error?.closest('.ft-field, fieldset')?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
  if (!invalid) return groupControl;
  if (!groupControl) return invalid;
  // Whichever comes first in the form.
  return invalid.compareDocumentPosition(groupControl) & Node.DOCUMENT_POSITION_PRECEDING ? groupControl : invalid;
}

/** Focuses the first field in error and scrolls it into view; nothing when there is none. */
export function focusFirstFieldInError(form: HTMLFormElement): void {
  const field = firstFieldInError(form);
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}
