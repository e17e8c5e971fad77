// The mark of a required field beside its label: for the eye only (the control says it to
// assistive technology with aria-required, and the form's note explains the mark).
export function RequiredMark() {
  return (
    <span className="ft-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
