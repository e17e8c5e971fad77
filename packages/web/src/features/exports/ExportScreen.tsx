// /business-export
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { EXPORT_SEPARATORS, ExportViewModel, type AgendaKind } from './export.view-model';
import './exports.css';

export const ExportScreen = observer(function ExportScreen() {
  const { t } = useTranslation('transfer');
  const vm = useViewModel(ExportViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const kinds: AgendaKind[] = ['team', 'person', 'client'];
  return (
    <>
      <PageHeader title={t('export.title')} subtitle={t('export.subtitle')} />
      <div className="ft-export">
        <p className="ft-field__hint ft-export__zone">{t('export.zone', { zone: vm.timeZone })}</p>
        <Card>
          <h2 className="ft-section__title">{t('export.allTitle')}</h2>
          <p>{t('export.allText')}</p>
          <div className="ft-form__row ft-export__format">
            <SelectField
              label={t('export.separator')}
              value={vm.separator}
              options={EXPORT_SEPARATORS.map((separator) => ({ value: separator, label: t(separator === ';' ? 'export.separators.semicolon' : 'export.separators.comma') }))}
              onChange={(separator) => vm.setSeparator(separator)}
              hint={t('export.separatorHint')}
            />
          </div>
          <div className="ft-page-actions">
            <Button onClick={() => void vm.exportAll(t('export.businessName'))} busy={vm.exporting}>
              {vm.exporting ? t('export.working') : t('export.download')}
            </Button>
          </div>
        </Card>
        <Card>
          <h2 className="ft-section__title">{t('agenda.title')}</h2>
          <p>{t('agenda.text')}</p>
          <div className="ft-form__row">
            <SelectField label={t('agenda.of')} value={vm.agendaKind} options={kinds.map((kind) => ({ value: kind, label: t(`agenda.kind.${kind}`) }))} onChange={(kind) => vm.setAgendaKind(kind)} />
            <SelectField
              label={t(`agenda.kind.${vm.agendaKind}`)}
              value={vm.agendaTarget}
              placeholder={t(vm.choicesLoading ? 'agenda.loading' : 'agenda.none')}
              options={vm.choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={(id) => vm.setAgendaTarget(id)}
            />
          </div>
          <div className="ft-form__row">
            <TextField label={t('agenda.from')} type="date" value={vm.from} onChange={(value) => vm.setFrom(value)} />
            <TextField label={t('agenda.to')} type="date" value={vm.to} onChange={(value) => vm.setTo(value)} error={vm.range ? undefined : t('agenda.badRange')} />
          </div>
          <div className="ft-page-actions">
            <Button
              onClick={() => void vm.downloadAgenda((team, phone) => [team ? t('agenda.team', { team }) : null, t('agenda.phone', { phone })].filter(Boolean).join('\n'))}
              busy={vm.agendaBusy}
              disabled={!vm.range || vm.agendaTarget === ''}
            >
              {t('agenda.download')}
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
});
