// /business-clients/dashboard/client?id=…: the client's header and team card, its schedule and
// its services, one view-model per panel (composed by the screen's ClientDetailViewModel).
import type { Meridian, ScheduledVisit } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { useBusinessZones } from '../../di/use-business-zones';
import { CapacityWarnings } from '../../shared/CapacityWarnings';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { formatCents, formatDateTime, formatPercent, formatPrice } from '../../shared/format';
import { useFieldError } from '../../shared/use-field-error';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { useSearchParams } from '../../shared/use-search-params';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import type { ClientHeaderViewModel } from './client-header.view-model';
import { SCHEDULE_MAX_PAGE_BUTTONS, type ClientScheduleViewModel } from './client-schedule.view-model';
import type { ClientServicesViewModel } from './client-services.view-model';
import { ConflictDialog } from './ConflictDialog';
import { SchedulingBlock } from './SchedulingBlock';
import './clients.css';
import { ClientDetailViewModel } from './client-detail.view-model';

const HOURS_12 = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);
const two = (n: number) => String(n).padStart(2, '0');

export const ClientDetailScreen = observer(function ClientDetailScreen() {
  const { t } = useTranslation(['clients', 'common']);
  const vm = useViewModel(ClientDetailViewModel);
  const params = useSearchParams();
  const clientId = params.get('id') ?? '';
  useEffect(() => void vm.load(clientId), [vm, clientId]);
  useBusinessZones(vm.services);
  const client = vm.client;
  const { header, schedule, services } = vm;

  if (vm.loading && !client) return <WaitingText>{t('common:loading.title')}</WaitingText>;
  if (!client) return <PageHeader title={t('detail.notFound')} subtitle={t('detail.notFoundText')} />;

  return (
    <>
      <PageHeader title={client.name} subtitle={[client.phone, client.email, client.address?.description].filter(Boolean).join(' · ')} />
      <div className="ft-detail-actions" style={{ marginBottom: 'var(--space-6)' }}>
        <Link className="ft-button ft-button--primary" to={`/business-clients/dashboard/client/budget?id=${encodeURIComponent(client.id)}`}>
          {t('detail.addServices')}
        </Link>
        <Button variant="secondary" onClick={() => schedule.openDates()}>
          {t('detail.addDates')}
        </Button>
        <Button variant="secondary" onClick={() => header.openTeamModal()}>
          {t('detail.changeTeam')}
        </Button>
        <Button variant="secondary" busy={header.duplicateBusy} onClick={() => void header.duplicate(t('detail.copyWord'))}>
          {t('detail.duplicateClient')}
        </Button>
        <Button variant="danger" onClick={() => header.askDeleteClient()}>
          {t('detail.deleteClient')}
        </Button>
      </div>
      <div className="ft-detail-grid">
        <TeamCard header={header} />
        <ScheduleTable schedule={schedule} />
        <ServicesList services={services} />
      </div>

      <TeamDialog header={header} />
      <DatesDialog schedule={schedule} />
      <ConflictDialog planner={schedule.planner} />
      <ConflictDialog
        planner={header.teamPlanner}
        onDone={() => void header.confirmTeamChange()}
        wording={{ intro: t('changes.teamIntro', { team: header.chosenTeamName }), accept: t('changes.teamAccept'), skip: t('changes.removeVisit') }}
      />
      <ConflictDialog
        planner={schedule.movePlanner}
        onDone={() => void schedule.confirmMove()}
        wording={{ intro: t('changes.moveIntro'), accept: t('changes.moveAccept'), skip: t('changes.keepTime') }}
      />
      <DeleteDialogs header={header} schedule={schedule} services={services} />
    </>
  );
});

/** The header panel's card: the client's team, its leader and members. */
const TeamCard = observer(function TeamCard({ header }: { header: ClientHeaderViewModel }) {
  const { t } = useTranslation('clients');
  const team = header.client?.team;
  return (
    <Card>
      <h2 style={{ fontSize: 'var(--text-lg)' }}>{t('detail.team')}</h2>
      {team ? (
        <p style={{ margin: 0 }}>
          <strong>{team.name}</strong>
          {team.leaderName && ` · ${t('add.leader', { name: team.leaderName })}`}
          {team.memberNames.length > 0 && ` · ${team.memberNames.join(', ')}`}
        </p>
      ) : (
        <p style={{ margin: 0 }}>{t('add.noTeam')}</p>
      )}
    </Card>
  );
});

/** The schedule panel's table: the visits a page at a time, each edited in its row. */
const ScheduleTable = observer(function ScheduleTable({ schedule }: { schedule: ClientScheduleViewModel }) {
  const { t, i18n } = useTranslation(['clients', 'common']);
  const labels = usePaginationLabels();
  const language = i18n.language;
  // Read here, not only inside the cell renderers: the table is a plain component, so this
  // observer must track the inline edit's state for the cells to follow it.
  const { editingId, editDate, editHour12, editMinute, editMeridian, editBusy } = schedule;

  const columns: Column<ScheduledVisit>[] = [
    {
      key: 'date',
      header: t('detail.visit'),
      label: t('detail.visit'),
      render: (v) =>
        editingId === v.id ? (
          <div className="ft-inline-edit">
            <TextField label={t('detail.date')} type="date" value={editDate} onChange={(date) => schedule.setEdit({ date })} />
            <SelectField<number> label={t('schedule.hour')} value={editHour12} options={HOURS_12.map((h) => ({ value: h, label: two(h) }))} onChange={(hour12) => schedule.setEdit({ hour12 })} />
            <SelectField<number> label={t('schedule.minute')} value={editMinute} options={MINUTES.map((m) => ({ value: m, label: two(m) }))} onChange={(minute) => schedule.setEdit({ minute })} />
            <SelectField<Meridian>
              label={t('schedule.meridian')}
              value={editMeridian}
              options={[
                { value: 'AM', label: 'AM' },
                { value: 'PM', label: 'PM' },
              ]}
              onChange={(meridian) => schedule.setEdit({ meridian })}
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
            <Button size="small" onClick={() => void schedule.saveEdit()} busy={editBusy}>
              {t('common:actions.save')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => schedule.cancelEdit()} disabled={editBusy}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        ) : (
          <div className="ft-table__actions">
            <Button size="small" variant="secondary" onClick={() => schedule.startEdit(v)} aria-label={`${t('common:actions.edit')}: ${formatDateTime(v.start, language)}`}>
              {t('common:actions.edit')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => schedule.askDelete(v)} aria-label={`${t('common:actions.delete')}: ${formatDateTime(v.start, language)}`}>
              {t('common:actions.delete')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <section aria-labelledby="schedule-table-title">
      <h2 id="schedule-table-title" style={{ fontSize: 'var(--text-lg)' }}>
        {t('detail.schedule')}
        {schedule.recurrence && <span className="ft-field__hint"> · {t(`schedule.recurrences.${schedule.recurrence}`)}</span>}
      </h2>
      <Table caption={t('detail.schedule')} columns={columns} rows={schedule.visits.pageItems} rowKey={(v) => v.id} empty={t('detail.noVisits')} />
      <Pagination page={schedule.visits.page} pageCount={schedule.visits.pageCount} onChange={(p) => schedule.visits.setPage(p)} labels={labels} maxButtons={SCHEDULE_MAX_PAGE_BUTTONS} />
    </section>
  );
});

/** The services panel: each attached service with its price, then the total (with the discount). */
const ServicesList = observer(function ServicesList({ services }: { services: ClientServicesViewModel }) {
  const { t, i18n } = useTranslation(['clients', 'common']);
  const language = i18n.language;
  const totals = services.totals;
  const currency = services.currency;
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" style={{ fontSize: 'var(--text-lg)' }}>
        {t('detail.services')}
      </h2>
      {services.services.length > 0 ? (
        <ul className="ft-inline-list">
          {services.services.map((s) => (
            <li key={s.id}>
              <span>
                {s.name} · {formatPrice(s.value, language, currency)}
              </span>
              <Button size="small" variant="ghost" onClick={() => services.askDelete(s)} aria-label={`${t('common:actions.delete')}: ${s.name}`}>
                {t('common:actions.delete')}
              </Button>
            </li>
          ))}
          {totals.discountPercent > 0 && (
            <>
              <li>
                <span>{t('detail.servicesSubtotal')}</span>
                <span>{formatCents(totals.subtotalCents, language, currency)}</span>
              </li>
              <li>
                <span>{t('detail.servicesDiscount', { percent: formatPercent(totals.discountPercent, language) })}</span>
                <span>−{formatCents(totals.discountCents, language, currency)}</span>
              </li>
            </>
          )}
          <li>
            <strong>{t('detail.servicesTotal')}</strong>
            <strong>{formatCents(totals.totalCents, language, currency)}</strong>
          </li>
        </ul>
      ) : (
        <p className="ft-field__hint">{t('detail.noServices')}</p>
      )}
    </section>
  );
});

const TeamDialog = observer(function TeamDialog({ header }: { header: ClientHeaderViewModel }) {
  const { t } = useTranslation(['clients', 'common']);
  const teamError = useFieldError(header.teamForm);
  return (
    <Dialog open={header.teamModalOpen} title={t('detail.changeTeam')} onClose={() => header.closeTeamModal()}>
      <Form onSubmit={() => header.saveTeam()}>
        <SelectField
          label={t('add.team')}
          value={header.teamChoice}
          placeholder={t('add.chooseTeam')}
          options={header.teams.map((team) => ({ value: team.id, label: team.name }))}
          onChange={(id) => header.setTeamChoice(id)}
          error={teamError('team')}
        />
        {header.teamChecking && <WaitingText>{t('changes.teamChecking', { team: header.chosenTeamName })}</WaitingText>}
        {!header.teamChecking && header.teamClashes && (
          <p className={`ft-alert ${header.teamClashes.clashing > 0 ? 'ft-alert--info' : 'ft-alert--success'}`} role="status">
            {header.teamClashes.clashing > 0
              ? t('changes.teamClashes', { count: header.teamClashes.clashing, total: header.teamClashes.total, team: header.chosenTeamName })
              : t('changes.teamFree', { total: header.teamClashes.total, team: header.chosenTeamName })}
          </p>
        )}
        <div className="ft-dialog__actions">
          <Button variant="secondary" onClick={() => header.closeTeamModal()} disabled={header.teamForm.busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={header.teamForm.busy}>
            {t('common:actions.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
});

const DatesDialog = observer(function DatesDialog({ schedule }: { schedule: ClientScheduleViewModel }) {
  const { t } = useTranslation(['clients', 'common', 'validation']);
  const planner = schedule.planner;
  return (
    <Dialog open={schedule.datesModalOpen} title={schedule.datesMissing ? t('validation:DATES_REQUIRED') : t('detail.addDates')} onClose={() => schedule.closeDates()}>
      <div className="ft-form">
        <SchedulingBlock planner={planner} />
        {planner.checked && planner.summary && (
          <p className="ft-alert ft-alert--success" role="status">
            {t('add.readyAdjusted', { count: planner.summary.scheduled, moved: planner.summary.moved, total: planner.summary.total })}
          </p>
        )}
        <CapacityWarnings warnings={schedule.capacityWarnings} />
        {schedule.datesBusy && <WaitingText>{t('detail.waitingTasks')}</WaitingText>}
        <div className="ft-dialog__actions">
          <Button variant="secondary" onClick={() => schedule.closeDates()} disabled={schedule.datesBusy}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void (planner.checked ? schedule.saveDates() : schedule.checkDates())} busy={schedule.datesBusy}>
            {planner.checked ? t('detail.saveDates', { count: planner.summary?.scheduled ?? 0 }) : t('add.continue')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
});

/** Each panel asks before it deletes: a visit, a service, or the client itself. */
const DeleteDialogs = observer(function DeleteDialogs({ header, schedule, services }: { header: ClientHeaderViewModel; schedule: ClientScheduleViewModel; services: ClientServicesViewModel }) {
  const { i18n } = useTranslation();
  return (
    <>
      <ConfirmDeleteDialog
        name={schedule.deleting ? formatDateTime(schedule.deleting.start, i18n.language) : null}
        busy={schedule.deleteBusy}
        onConfirm={() => void schedule.confirmDelete()}
        onCancel={() => schedule.cancelDelete()}
      />
      <ConfirmDeleteDialog name={services.deleting?.name ?? null} busy={services.deleteBusy} onConfirm={() => void services.confirmDelete()} onCancel={() => services.cancelDelete()} />
      <ConfirmDeleteDialog
        name={header.deleteAsked ? (header.client?.name ?? '') : null}
        busy={header.deleteBusy}
        onConfirm={() => void header.confirmDelete()}
        onCancel={() => header.cancelDelete()}
      />
    </>
  );
});
