// A labelled textarea with a character counter tied to it (the report and details texts, at most
// 250 characters). The counter is read with the field, not announced at every keystroke.
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './text-area-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'maxLength'> {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength: number;
  /** The counter's text, for example "12 of 250 characters". */
  readonly counter: (length: number, maxLength: number) => string;
  readonly hint?: ReactNode;
}

export function TextAreaField({ label, value, onChange, maxLength, counter, hint, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const counterId = `${inputId}-counter`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="ft-field">
      <label className="ft-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="ft-textarea"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={[hintId, counterId].filter(Boolean).join(' ')}
        {...rest}
      />
      <div className="ft-field__footer">
        {hint && (
          <span id={hintId} className="ft-field__hint">
            {hint}
          </span>
        )}
        <span id={counterId} className="ft-field__hint ft-field__counter">
          {counter(value.length, maxLength)}
        </span>
      </div>
    </div>
  );
}
