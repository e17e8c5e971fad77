// /business-clients/dashboard/client?id=…
import type { ScheduledVisit } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useViewModel } from '../../di/DiProvider';
import { TOKENS } from '../../di/tokens';
import { formatCents, formatDateTime, formatPercent, formatPrice } from '../../shared/format';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { SCHEDULE_MAX_PAGE_BUTTONS } from './client-detail.view-model';
import { ConflictDialog } from './ConflictDialog';
import { SchedulingBlock } from './SchedulingBlock';
import type { Meridian } from './schedule-planner';
import './clients.css';
import { useFieldError } from '../../shared/use-field-error';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { Form } from '../../ui/Form';

const HOURS_12 = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);
const two = (n: number) => String(n).padStart(2, '0');

export const ClientDetailScreen = observer(function ClientDetailScreen() {
  const { t, i18n } = useTranslation(['clients', 'common', 'validation']);
  const vm = useViewModel(TOKENS.clientDetailVm);
  const [params] = useSearchParams();
  const labels = usePaginationLabels();
  const clientId = params.get('id') ?? '';
  useEffect(() => void vm.load(clientId), [vm, clientId]);
  const language = i18n.language;
  const client = vm.client;
  // Read here, not only inside the cell renderers: the table is a plain component, so this
  // observer must track the inline edit's state for the cells to follow it.
  const { editingId, editDate, editHour12, editMinute, editMeridian, editBusy } = vm;
  const teamError = useFieldError(vm.teamForm);

  const columns: Column<ScheduledVisit>[] = [
    {
      key: 'date',
      header: t('detail.visit'),
      label: t('detail.visit'),
      render: (v) =>
        editingId === v.id ? (
          <div className="ft-inline-edit">
            <TextField label={t('detail.date')} type="date" value={editDate} onChange={(date) => vm.setEdit({ date })} />
            <SelectField<number> label={t('schedule.hour')} value={editHour12} options={HOURS_12.map((h) => ({ value: h, label: two(h) }))} onChange={(hour12) => vm.setEdit({ hour12 })} />
            <SelectField<number> label={t('schedule.minute')} value={editMinute} options={MINUTES.map((m) => ({ value: m, label: two(m) }))} onChange={(minute) => vm.setEdit({ minute })} />
            <SelectField<Meridian>
              label={t('schedule.meridian')}
              value={editMeridian}
              options={[
                { value: 'AM', label: 'AM' },
                { value: 'PM', label: 'PM' },
              ]}
              onChange={(meridian) => vm.setEdit({ meridian })}
            />
          </div>
        ) : (
          formatDateTime(v.start, language)
        ),
    },
    { key: 'status', header: t('detail.status'), label: t('detail.status'), render: (v) => <span className={`ft-status ft-status--${v.status}`}>{t(`status.${v.status}`)}</span> },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('common:actions.actions')}</span>,
      label: t('common:actions.actions'),
      align: 'end',
      render: (v) =>
        editingId === v.id ? (
          <div className="ft-table__actions">
            <Button size="small" onClick={() => void vm.saveEdit()} busy={editBusy}>
              {t('common:actions.save')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => vm.cancelEdit()} disabled={editBusy}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        ) : (
          <div className="ft-table__actions">
            <Button size="small" variant="secondary" onClick={() => vm.startEdit(v)} aria-label={`${t('common:actions.edit')}: ${formatDateTime(v.start, language)}`}>
              {t('common:actions.edit')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => vm.askDeleteVisit(v)} aria-label={`${t('common:actions.delete')}: ${formatDateTime(v.start, language)}`}>
              {t('common:actions.delete')}
            </Button>
          </div>
        ),
    },
  ];

  if (vm.loading && !client) return <WaitingText>{t('common:loading.title')}</WaitingText>;
  if (!client) return <PageHeader title={t('detail.notFound')} subtitle={t('detail.notFoundText')} />;

  const confirm = vm.confirm;
  return (
    <>
      <PageHeader title={client.name} subtitle={[client.phone, client.email, client.address?.description].filter(Boolean).join(' · ')} />
      <div className="ft-detail-actions" style={{ marginBottom: 'var(--space-6)' }}>
        <Link className="ft-button ft-button--primary" to={`/business-clients/dashboard/client/budget?id=${encodeURIComponent(client.id)}`}>
          {t('detail.addServices')}
        </Link>
        <Button variant="secondary" onClick={() => vm.openDates()}>
          {t('detail.addDates')}
        </Button>
        <Button variant="secondary" onClick={() => vm.openTeamModal()}>
          {t('detail.changeTeam')}
        </Button>
        <Button variant="danger" onClick={() => vm.askDeleteClient()}>
          {t('detail.deleteClient')}
        </Button>
      </div>
      <div className="ft-detail-grid">
        <Card>
          <h2 style={{ fontSize: 'var(--text-lg)' }}>{t('detail.team')}</h2>
          {client.team ? (
            <p style={{ margin: 0 }}>
              <strong>{client.team.name}</strong>
              {client.team.leaderName && ` · ${t('add.leader', { name: client.team.leaderName })}`}
              {client.team.memberNames.length > 0 && ` · ${client.team.memberNames.join(', ')}`}
            </p>
          ) : (
            <p style={{ margin: 0 }}>{t('add.noTeam')}</p>
          )}
        </Card>
        <section aria-labelledby="schedule-table-title">
          <h2 id="schedule-table-title" style={{ fontSize: 'var(--text-lg)' }}>
            {t('detail.schedule')}
            {vm.schedule?.recurrence && <span className="ft-field__hint"> · {t(`schedule.recurrences.${vm.schedule.recurrence}`)}</span>}
          </h2>
          <Table caption={t('detail.schedule')} columns={columns} rows={vm.visits.pageItems} rowKey={(v) => v.id} empty={t('detail.noVisits')} />
          <Pagination page={vm.visits.page} pageCount={vm.visits.pageCount} onChange={(p) => vm.visits.setPage(p)} labels={labels} maxButtons={SCHEDULE_MAX_PAGE_BUTTONS} />
        </section>
        <section aria-labelledby="services-title">
          <h2 id="services-title" style={{ fontSize: 'var(--text-lg)' }}>
            {t('detail.services')}
          </h2>
          {vm.schedule && vm.schedule.services.length > 0 ? (
            <ul className="ft-inline-list">
              {vm.schedule.services.map((s) => (
                <li key={s.id}>
                  <span>
                    {s.name} · {formatPrice(s.value, language)}
                  </span>
                  <Button size="small" variant="ghost" onClick={() => vm.askDeleteService(s)} aria-label={`${t('common:actions.delete')}: ${s.name}`}>
                    {t('common:actions.delete')}
                  </Button>
                </li>
              ))}
              {vm.totals.discountPercent > 0 && (
                <>
                  <li>
                    <span>{t('detail.servicesSubtotal')}</span>
                    <span>{formatCents(vm.totals.subtotalCents, language)}</span>
                  </li>
                  <li>
                    <span>{t('detail.servicesDiscount', { percent: formatPercent(vm.totals.discountPercent, language) })}</span>
                    <span>−{formatCents(vm.totals.discountCents, language)}</span>
                  </li>
                </>
              )}
              <li>
                <strong>{t('detail.servicesTotal')}</strong>
                <strong>{formatCents(vm.totals.totalCents, language)}</strong>
              </li>
            </ul>
          ) : (
            <p className="ft-field__hint">{t('detail.noServices')}</p>
          )}
        </section>
      </div>

      <Dialog open={vm.teamModalOpen} title={t('detail.changeTeam')} onClose={() => vm.closeTeamModal()}>
        <Form onSubmit={() => vm.saveTeam()}>
          <SelectField
            label={t('add.team')}
            value={vm.teamChoice}
            placeholder={t('add.chooseTeam')}
            options={vm.teams.map((team) => ({ value: team.id, label: team.name }))}
            onChange={(id) => vm.setTeamChoice(id)}
            error={teamError('team')}
          />
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.closeTeamModal()} disabled={vm.teamForm.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.teamForm.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>

      <Dialog open={vm.datesModalOpen} title={vm.datesMissing ? t('validation:DATES_REQUIRED') : t('detail.addDates')} onClose={() => vm.closeDates()}>
        <div className="ft-form">
          <SchedulingBlock planner={vm.planner} />
          {vm.planner.checked && vm.planner.summary && (
            <p className="ft-alert ft-alert--success" role="status">
              {t('add.readyAdjusted', { count: vm.planner.summary.scheduled, moved: vm.planner.summary.moved, total: vm.planner.summary.total })}
            </p>
          )}
          {vm.datesBusy && <WaitingText>{t('detail.waitingTasks')}</WaitingText>}
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.closeDates()} disabled={vm.datesBusy}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void (vm.planner.checked ? vm.saveDates() : vm.checkDates())} busy={vm.datesBusy}>
              {vm.planner.checked ? t('detail.saveDates', { count: vm.planner.summary?.scheduled ?? 0 }) : t('add.continue')}
            </Button>
          </div>
        </div>
      </Dialog>
      <ConflictDialog planner={vm.planner} />

      <ConfirmDeleteDialog
        name={confirm === null ? null : confirm.kind === 'visit' ? formatDateTime(confirm.visit.start, language) : confirm.kind === 'service' ? confirm.service.name : client.name}
        busy={vm.confirmBusy}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={() => vm.cancelConfirm()}
      />
    </>
  );
});
