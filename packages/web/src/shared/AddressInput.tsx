// The address field bound to an AddressPickerViewModel.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../ui/AddressField';
import type { AddressPickerViewModel } from './address-picker.view-model';

export const AddressInput = observer(function AddressInput({ picker, label, error, required }: { picker: AddressPickerViewModel; label: ReactNode; error?: ReactNode; required?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <AddressField
      label={label}
      required={required}
      value={picker.text}
      suggestions={picker.suggestions}
      picked={picker.picked !== null}
      busy={picker.searching}
      hint={t('address.hint')}
      pickedLabel={t('address.picked')}
      error={error}
      onChange={(text) => picker.setText(text)}
      onClose={() => picker.closeSuggestions()}
      onPick={(id) => {
        const suggestion = picker.suggestions.find((s) => s.id === id);
        if (suggestion) void picker.choose(suggestion);
      }}
    />
  );
});
