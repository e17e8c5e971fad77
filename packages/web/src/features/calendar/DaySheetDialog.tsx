// The calendar's "Day sheet": the button, the dialog that picks a day and a team, and the sheet
// printed (the road screen's, shared/day-sheet), once the stops are read.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import type { DaySheet } from '../../shared/day-sheet/DaySheet';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formatLongDate, formatTime } from '../../shared/format';
import { DaySheetViewModel } from './day-sheet.view-model';

const timeOfMinute = (minute: number) => Temporal.PlainDateTime.from({ year: 2000, month: 1, day: 1, hour: Math.floor(minute / 60), minute: minute % 60 });

export const DaySheetDialog = observer(function DaySheetDialog() {
  // The sheet's own texts (the road's) come with the dialog's, before anything is printed.
  const { t, i18n } = useTranslation(['day', 'road']);
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(DaySheetViewModel);
  // The road's sheet, fetched with this button (a static import would put it in the chunk every
  // screen loads): ready long before anyone prints.
  const [Sheet, setSheet] = useState<typeof DaySheet | null>(null);
  useEffect(() => {
    void import('../../shared/day-sheet/DaySheet').then((sheet) => setSheet(() => sheet.DaySheet));
  }, []);
  const { printRequests } = vm;
  useEffect(() => {
    if (printRequests > 0) window.print();
  }, [printRequests]);

  const day = vm.day ? Temporal.PlainDate.from(vm.day) : null;
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void vm.show()}>
        {t('sheet.open')}
      </Button>
      <Dialog
        open={vm.open}
        title={t('sheet.title')}
        onClose={() => vm.close()}
        actions={
          <>
            <Button variant="secondary" onClick={() => vm.close()}>
              {t('sheet.close')}
            </Button>
            <Button busy={vm.busy} disabled={vm.teams.length === 0 || !Sheet} onClick={() => void vm.print()}>
              {t('sheet.print')}
            </Button>
          </>
        }
      >
        {vm.problem ? <Alert tone="error">{text(vm.problem)}</Alert> : null}
        <div className="ft-move__fields">
          <TextField label={t('sheet.day')} type="date" value={vm.day} onChange={(value) => void vm.setDay(value)} />
          {vm.teams.length === 0 ? (
            <p>{t('sheet.none')}</p>
          ) : (
            <SelectField
              label={t('sheet.team')}
              value={vm.team}
              options={vm.teams.map((team) => ({ value: team.value, label: t('sheet.teamOption', { name: team.name ?? t('sheet.noTeam'), count: team.stops }) }))}
              onChange={(value) => vm.setTeam(value)}
            />
          )}
        </div>
      </Dialog>
      {/* At the page's top level: the sheet is printed alone from the top of the page, whatever holds the button. */}
      {vm.stops && day && Sheet
        ? createPortal(
            <Sheet clients={vm.stops} teams={[vm.teamName ?? t('sheet.noTeam')]} day={formatLongDate(day, language)} timeOf={(i) => formatTime(timeOfMinute(vm.stops![i]!.minute), language)} />,
            document.body,
          )
        : null}
    </>
  );
});
