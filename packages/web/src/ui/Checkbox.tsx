// A checkbox with its label (which may hold a link) and error.
import { useId, type ReactNode } from 'react';

interface CheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly error?: ReactNode;
  readonly disabled?: boolean;
}

export function Checkbox({ checked, onChange, children, error, disabled }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="ft-field">
      <div className="ft-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <span id={errorId} className="ft-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
