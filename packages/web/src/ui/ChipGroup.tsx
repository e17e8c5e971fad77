// A multi-select shown as toggle chips: a fieldset of checkboxes with a legend.
import type { ReactNode } from 'react';

interface ChipGroupProps {
  readonly legend: ReactNode;
  readonly options: readonly string[];
  readonly selected: readonly string[];
  readonly onToggle: (option: string) => void;
  readonly error?: ReactNode;
  readonly empty?: ReactNode;
}

export function ChipGroup({ legend, options, selected, onToggle, error, empty }: ChipGroupProps) {
  return (
    <fieldset className="ft-chips" aria-invalid={error ? true : undefined}>
      <legend className="ft-field__label">{legend}</legend>
      <div className="ft-chips__list">
        {options.length === 0 && empty}
        {options.map((option) => (
          <label key={option} className={`ft-chip${selected.includes(option) ? ' ft-chip--on' : ''}`}>
            <input type="checkbox" checked={selected.includes(option)} onChange={() => onToggle(option)} />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <span className="ft-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
