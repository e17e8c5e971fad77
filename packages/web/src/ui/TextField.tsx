// A labelled input with its hint and error. The error is announced and tied to the input.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { RequiredMark } from './RequiredMark';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** For password inputs: labels of the show / hide toggle. */
  readonly revealLabels?: { readonly show: string; readonly hide: string };
}

export function TextField({ label, value, onChange, hint, error, revealLabels, type = 'text', id, required, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const toggle = type === 'password' && revealLabels;
  return (
    <div className="ft-field">
      <label className="ft-field__label" htmlFor={inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={`ft-field__control${toggle ? ' ft-field__control--with-toggle' : ''}`}>
        <input
          id={inputId}
          className="ft-input"
          type={toggle && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        {toggle && (
          <button
            type="button"
            className="ft-field__toggle"
            aria-pressed={revealed}
            aria-controls={inputId}
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            title={revealed ? revealLabels.hide : revealLabels.show}
            onClick={() => setRevealed((r) => !r)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {revealed && <path d="M4 4l16 16" />}
            </svg>
          </button>
        )}
      </div>
      {error && (
        <span id={errorId} className="ft-field__error" role="alert">
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} className="ft-field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
