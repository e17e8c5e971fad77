// An address input with suggestions (the ARIA combobox pattern): arrows move through the
// suggestions, Enter picks, Escape closes.
import { RequiredMark } from './RequiredMark';
import { useId, useState, type ReactNode } from 'react';

interface AddressFieldProps {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly value: string;
  readonly suggestions: ReadonlyArray<{ readonly id: string; readonly description: string }>;
  readonly onChange: (text: string) => void;
  readonly onPick: (id: string) => void;
  readonly onClose: () => void;
  readonly picked: boolean;
  readonly hint?: ReactNode;
  readonly pickedLabel?: ReactNode;
  readonly error?: ReactNode;
  readonly busy?: boolean;
}

export function AddressField({ label, value, suggestions, onChange, onPick, onClose, picked, hint, pickedLabel, error, busy, required }: AddressFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const [active, setActive] = useState(-1);
  const open = suggestions.length > 0;
  return (
    <div className="ft-field ft-address">
      <label className="ft-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="ft-field__control">
        <input
          aria-required={required || undefined}
        id={id}
          className="ft-input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          aria-busy={busy || undefined}
          value={value}
          maxLength={150}
          onChange={(event) => {
            setActive(-1);
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (!open) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((a) => (a + 1) % suggestions.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              onPick(suggestions[active]!.id);
              setActive(-1);
            } else if (event.key === 'Escape') {
              onClose();
              setActive(-1);
            }
          }}
        />
      </div>
      <ul id={listId} role="listbox" className="ft-address__list" hidden={!open} aria-label={typeof label === 'string' ? label : undefined}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'ft-address__option ft-address__option--active' : 'ft-address__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion.id)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      {error && (
        <span id={errorId} className="ft-field__error" role="alert">
          {error}
        </span>
      )}
      <span id={hintId} className="ft-field__hint">
        {picked ? pickedLabel : hint}
      </span>
    </div>
  );
}
