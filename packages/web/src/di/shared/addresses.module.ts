// The address search and the picker every address form uses.
import { PickAddress, SuggestAddresses } from '@fieldteam/core';
import { AddressPickerViewModel, type AddressPickerFactory } from '../../shared/address-picker.view-model';
import { bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';
import maps from './maps.module';

export default contextModule([maps], ({ bind }) => {
  bindClass(bind, SuggestAddresses, [T.maps]);
  bindClass(bind, PickAddress, [T.maps]);
  // A new picker for each address field of a form.
  bind(T.addressPicker).toResolvedValue(
    (suggest: SuggestAddresses, pick: PickAddress, language: string): AddressPickerFactory =>
      () =>
        new AddressPickerViewModel(suggest, pick, language),
    [SuggestAddresses, PickAddress, T.language],
  );
});
