// The address search and the pickers every address form uses (business, staff, clients), over the
// maps module's search.
import { PickAddress, SuggestAddresses, type MapsService } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import type { LanguageViewModel } from '../i18n/language.view-model';
import { AddressPickerViewModel, type AddressPickerFactory } from '../shared/address-picker.view-model';
import { TOKENS as T } from './tokens';

export const addressesModule = new ContainerModule(({ bind }) => {
  bind(T.suggestAddresses).toResolvedValue((maps: MapsService) => new SuggestAddresses(maps), [T.maps]);
  bind(T.pickAddress).toResolvedValue((maps: MapsService) => new PickAddress(maps), [T.maps]);

  bind(T.addressPicker).toResolvedValue(
    (suggest: SuggestAddresses, pick: PickAddress, language: LanguageViewModel): AddressPickerFactory =>
      () =>
        new AddressPickerViewModel(suggest, pick, language.current),
    [T.suggestAddresses, T.pickAddress, T.language],
  );
});
