// /business-configuration
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint, type FieldRule } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { AddressInput } from '../../shared/AddressInput';
import { hourLabel, weekdayName } from '../../shared/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ChipGroup } from '../../ui/ChipGroup';
import { Dialog } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { Tile } from '../../ui/Tile';
import { WaitingText } from '../../ui/WaitingText';
import { COMPANY_FIELDS, companyValue } from './business-configuration.view-model';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { BusinessConfigurationViewModel } from './business-configuration.view-model';

/** The rule written beside each editable text field of the company (the e-mails need none). */
const COMPANY_RULES: Readonly<Record<string, FieldRule | undefined>> = { nick: 'username', name: 'text', bussinessid: 'document', phone: 'phone' };

export const BusinessConfigurationScreen = observer(function BusinessConfigurationScreen() {
  const { t, i18n } = useTranslation(['business', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(BusinessConfigurationViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const company = vm.company;
  const error = useFieldError(vm.form)('value');
  return (
    <>
      <PageHeader title={t('configuration.title')} subtitle={t('configuration.subtitle')} />
      {!company && vm.loading && <WaitingText>{t('common:loading.title')}</WaitingText>}
      {!company && !vm.loading && <p>{t('configuration.none')}</p>}
      {company && (
        <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
          <div className="ft-tiles">
            {COMPANY_FIELDS.map((field) => (
              <Tile key={field} label={t(`configuration.fields.${field}`)} value={companyValue(company, field) || '...'} action={t('common:actions.edit')} onEdit={() => vm.open(field)} />
            ))}
          </div>
          <Card>
            <div className="ft-toolbar">
              <h2 style={{ fontSize: 'var(--text-lg)', margin: 0 }}>{t('hours.title')}</h2>
              <Link className="ft-button ft-button--secondary ft-button--small" to="/business-work-days">
                {t('configuration.editHours')}
              </Link>
            </div>
            <div className="ft-form__row">
              <div>
                <h3 className="ft-field__label">{t('hours.workingList')}</h3>
                <ul className="ft-inline-list">
                  {(company.hours?.workingHours ?? []).map((w) => (
                    <li key={w.id}>
                      {weekdayName(w.day, i18n.language)}
                      <span>
                        {hourLabel(w.startHour)}–{hourLabel(w.endHour)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="ft-field__label">{t('hours.closedList')}</h3>
                <ul className="ft-inline-list">
                  {(company.hours?.closedDays ?? []).map((day) => (
                    <li key={day}>{weekdayName(day, i18n.language)}</li>
                  ))}
                </ul>
              </div>
            </div>
          </Card>
        </div>
      )}
      <Dialog open={vm.editing !== null} title={vm.editing ? t('configuration.editTitle', { field: t(`configuration.fields.${vm.editing}`) }) : ''} onClose={() => vm.close()}>
        <Form onSubmit={() => vm.save()}>
          {vm.editing === 'address' && <AddressInput picker={vm.address} label={t('configuration.fields.address')} error={error} />}
          {vm.editing === 'activity' && (
            <ChipGroup legend={t('configuration.fields.activity')} options={vm.activityOptions} selected={vm.activities} onToggle={(title) => vm.toggleActivity(title)} error={error} />
          )}
          {vm.editing && vm.editing !== 'address' && vm.editing !== 'activity' && (
            <TextField
              label={t(`configuration.fields.${vm.editing}`)}
              value={vm.form.values.value}
              onChange={(v) => vm.form.set('value', v)}
              error={error}
              hint={COMPANY_RULES[vm.editing] ? ruleHint(COMPANY_RULES[vm.editing]!) : undefined}
              maxLength={50}
              autoFocus
            />
          )}
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.close()} disabled={vm.form.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.form.busy} disabled={vm.saved}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
});
