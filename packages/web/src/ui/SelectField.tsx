// A labelled native select.
import { useId, type ReactNode } from 'react';

interface SelectFieldProps<V extends string | number> {
  readonly label: ReactNode;
  readonly value: V | '';
  readonly options: ReadonlyArray<{ readonly value: V; readonly label: string }>;
  readonly onChange: (value: V) => void;
  readonly placeholder?: string;
  readonly error?: ReactNode;
  /** A line under the field that says how to choose. */
  readonly hint?: ReactNode;
  readonly hideLabel?: boolean;
}

export function SelectField<V extends string | number>({ label, value, options, onChange, placeholder, error, hint, hideLabel }: SelectFieldProps<V>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ft-field">
      <label className={hideLabel ? 'visually-hidden' : 'ft-field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ft-select"
        value={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = options.find((o) => String(o.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={hintId} className="ft-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ft-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
