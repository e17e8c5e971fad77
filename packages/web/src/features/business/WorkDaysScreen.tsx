// /business-work-days: the owner edits and saves the hours; a manager or a leader reads them.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { WaitingText } from '../../ui/WaitingText';
import { WorkingHoursSection } from './WorkingHoursSection';
import { WorkDaysViewModel } from './work-days.view-model';

export const WorkDaysScreen = observer(function WorkDaysScreen() {
  const { t } = useTranslation(['business', 'common', 'validation']);
  const vm = useViewModel(WorkDaysViewModel);
  useEffect(() => void vm.load(), [vm]);
  return (
    <>
      <PageHeader title={t('workDays.title')} subtitle={t('workDays.subtitle')} />
      <Card>
        {vm.loading ? (
          <WaitingText>{t('common:loading.title')}</WaitingText>
        ) : (
          <div className="ft-form">
            {!vm.canChange && <p className="ft-field__hint">{t('workDays.ownerOnly')}</p>}
            <WorkingHoursSection editor={vm.hours} readOnly={!vm.canChange} error={vm.missingHours ? t('validation:WORKING_HOURS_REQUIRED') : undefined} />
            {vm.canChange && (
              <Button onClick={() => void vm.save()} busy={vm.saving}>
                {t('common:actions.save')}
              </Button>
            )}
          </div>
        )}
      </Card>
    </>
  );
});
