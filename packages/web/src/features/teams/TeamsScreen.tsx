// /business-team
import type { Team } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { Form } from '../../ui/Form';
import { TeamsViewModel } from './teams.view-model';

export const TeamsScreen = observer(function TeamsScreen() {
  const { t } = useTranslation(['staff', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(TeamsViewModel);
  useEffect(() => void vm.load(), [vm]);
  const labels = usePaginationLabels();
  const error = useFieldError(vm.form);
  const editing = vm.modal !== null && vm.modal !== 'new';
  return (
    <>
      <PageHeader title={t('teams.title')} subtitle={t('teams.subtitle')} />
      <Toolbar>
        <SearchField label={t('teams.search')} value={vm.list.query} onChange={(q) => vm.list.setQuery(q)} />
        <Button onClick={() => vm.openCreate()}>{t('teams.create')}</Button>
      </Toolbar>
      {vm.loading ? (
        <WaitingText>{t('teams.waiting')}</WaitingText>
      ) : vm.list.pageItems.length === 0 ? (
        <div className="ft-table-wrap ft-empty">{t('common:list.empty')}</div>
      ) : (
        <ul className="ft-card-grid ft-team-grid" aria-label={t('teams.title')}>
          {vm.list.pageItems.map((team: Team) => (
            <li key={team.id} className="ft-card ft-team">
              <h2 className="ft-team__name">{team.name}</h2>
              <p className="ft-team__leader">
                {t('teams.leader')}: <strong>{team.leader?.name ?? '...'}</strong>
              </p>
              <p className="ft-team__members">{t('teams.memberCount', { count: team.members.length })}</p>
              <div className="ft-table__actions" style={{ justifyContent: 'flex-start' }}>
                <Button size="small" variant="secondary" onClick={() => vm.openEdit(team)} aria-label={`${t('common:actions.edit')}: ${team.name}`}>
                  {t('common:actions.edit')}
                </Button>
                <Button size="small" variant="ghost" onClick={() => vm.askDelete(team)} aria-label={`${t('common:actions.delete')}: ${team.name}`}>
                  {t('common:actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={vm.list.page} pageCount={vm.list.pageCount} onChange={(p) => vm.list.setPage(p)} labels={labels} />
      <Dialog open={vm.modal !== null} title={editing ? t('teams.editTitle') : t('teams.createTitle')} onClose={() => vm.close()}>
        <Form onSubmit={() => vm.save()}>
          <TextField label={t('teams.name')} value={vm.form.values.name} onChange={(v) => vm.form.set('name', v)} error={error('name')} hint={ruleHint('text')} maxLength={50} autoFocus />
          <SelectField
            label={t('teams.leader')}
            value={vm.leaderId}
            placeholder={t('teams.chooseLeader')}
            options={vm.leaders.map((l) => ({ value: l.id, label: l.name }))}
            onChange={(id) => vm.setLeader(id)}
            error={error('leader')}
          />
          <fieldset className="ft-chips">
            <legend className="ft-field__label">{t('teams.members')}</legend>
            <div className="ft-chips__list ft-chips__list--scroll">
              {vm.memberOptions.map((person) => (
                <label key={person.id} className={`ft-chip${vm.memberIds.includes(person.id) ? ' ft-chip--on' : ''}`}>
                  <input type="checkbox" checked={vm.memberIds.includes(person.id)} onChange={() => vm.toggleMember(person.id)} />
                  {person.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.close()} disabled={vm.form.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.form.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
      <ConfirmDeleteDialog name={vm.deleting?.name ?? null} busy={vm.deleteBusy} onConfirm={() => void vm.confirmDelete()} onCancel={() => vm.cancelDelete()} />
    </>
  );
});
