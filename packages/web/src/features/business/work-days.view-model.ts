// /business-work-days: edit the working hours and closed days, then save. Managers and leaders
// may open the page and read the hours; only the owner changes them, so for them
// the hours are read-only and nothing is sent.
import { mayChangeConfiguration, type LoadBusinessHours, type SaveBusinessHours, type Viewer } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { WorkingHoursEditor } from '../../shared/working-hours-editor';

export class WorkDaysViewModel {
  readonly hours = new WorkingHoursEditor();
  loading = true;
  saving = false;
  missingHours = false;

  constructor(
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    private readonly saveHours: Pick<SaveBusinessHours, 'execute'>,
    private readonly notifier: Notifier,
    private readonly session: { readonly viewer: Viewer },
  ) {
    makeAutoObservable(this);
  }

  /** The owner changes the hours; a manager or a leader reads them. */
  get canChange(): boolean {
    const viewer = this.session.viewer;
    return viewer !== null && mayChangeConfiguration(viewer.role);
  }

  async load(): Promise<void> {
    const result = await settle(this.notifier, this.loadHours.execute());
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.hours.load(result.value);
    });
  }

  async save(): Promise<void> {
    if (this.saving || !this.canChange) return;
    this.saving = true;
    const result = await settle(this.notifier, this.saveHours.execute(this.hours.hours), () => (this.missingHours = true));
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.missingHours = false;
        announce(this.notifier, result.value, 'business:workDays.saved');
      }
    });
  }
}
