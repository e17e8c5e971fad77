// /business-colaborator: name, surname, phone and the address picker; back to the list after
// success.
import { validateCollaborator, type SaveCollaborator } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export class AddCollaboratorViewModel {
  readonly form = new FormState({ name: '', surname: '', phone: '', address: '' });
  readonly address: AddressPickerViewModel;
  done = false;

  constructor(
    private readonly saveCollaborator: Pick<SaveCollaborator, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.address = addressPicker();
    // An error goes once its field is valid, the address's once one is found on the map.
    this.form.validWhen(() => validateCollaborator(this.input));
    makeAutoObservable(this);
  }

  private get input() {
    const { name, surname, phone } = this.form.values;
    const address = this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null };
    return { name, surname, phone, address };
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.saveCollaborator.execute(this.input), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      announce(this.notifier, result.value, 'staff:collaborators.added');
    });
    await wait(TIMING.afterStaffAdded);
    await this.navigator.go('/business-colaborators');
  }

  dispose(): void {
    this.address.dispose();
  }
}
