// /business-clients/dashboard/task-reports
import { ROUTES, servicesTotal, type AttachedService, type ReportClientRecord } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { EmailLink, PhoneLink } from '../../shared/ContactLinks';
import { formatCents, formatDay, formatPercent, formatPrice } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { Table, type Column } from '../../ui/Table';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { formatInstant } from '../../shared/format';
import { TaskReportsViewModel } from './task-reports.view-model';
import './reports.css';

export const TaskReportsScreen = observer(function TaskReportsScreen() {
  const { t } = useTranslation(['calendar', 'common', 'work']);
  const vm = useViewModel(TaskReportsViewModel);
  useEffect(() => void vm.load(), [vm]);
  const labels = usePaginationLabels();
  const rows = vm.list.pageItems.map((report, index) => ({ report, number: vm.numberOf(index) }));
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'number', header: t('reports.number'), label: t('reports.number'), render: (row) => row.number },
    { key: 'name', header: t('reports.name'), label: t('reports.name'), render: (row) => row.report.client.name },
    {
      key: 'contact',
      header: t('reports.contact'),
      label: t('reports.contact'),
      render: ({ report: { client } }) => (
        <span className="ft-reports-contact">
          {client.email && <EmailLink address={client.email} />}
          {client.phone && <PhoneLink phone={client.phone} />}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('common:actions.actions')}</span>,
      label: t('common:actions.actions'),
      align: 'end',
      render: ({ report }) => (
        <div className="ft-table__actions">
          <Button size="small" variant="secondary" onClick={() => void vm.open(report)} aria-label={t('reports.detailsFor', { name: report.client.name })}>
            {t('reports.details')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} actions={<Link to={ROUTES.workReport}>{t('work:open')}</Link>} />
      <Toolbar>
        <SearchField label={t('reports.search')} value={vm.list.query} onChange={(q) => vm.list.setQuery(q)} />
      </Toolbar>
      {vm.loading ? (
        <WaitingText>{t('reports.waiting')}</WaitingText>
      ) : (
        <Table caption={t('reports.caption')} columns={columns} rows={rows} rowKey={(row) => row.report.client.id} empty={t('reports.empty')} />
      )}
      <Pagination page={vm.list.page} pageCount={vm.list.pageCount} onChange={(page) => vm.list.setPage(page)} labels={labels} />
      <Dialog
        open={vm.selected !== null}
        title={vm.selected?.client.name ?? ''}
        onClose={() => vm.close()}
        actions={
          <Button variant="secondary" onClick={() => vm.close()}>
            {t('common:actions.close')}
          </Button>
        }
      >
        {vm.selected && <ReportDetails vm={vm} report={vm.selected} />}
      </Dialog>
    </>
  );
});

/** The services' sum, the client's discount and the discounted total. */
function ServicesTotals({ report, currency }: { report: ReportClientRecord; currency: string | null }) {
  const { t, i18n } = useTranslation(['calendar', 'clients']);
  const language = i18n.language;
  const totals = servicesTotal(report.services.map((s) => s.value), report.discountPercent);
  return (
    <dl className="ft-reports-totals">
      {totals.discountPercent > 0 && (
        <>
          <div>
            <dt>{t('clients:detail.servicesSubtotal')}</dt>
            <dd>{formatCents(totals.subtotalCents, language, currency)}</dd>
          </div>
          <div>
            <dt>{t('clients:detail.servicesDiscount', { percent: formatPercent(totals.discountPercent, language) })}</dt>
            <dd>−{formatCents(totals.discountCents, language, currency)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('clients:detail.servicesTotal')}</dt>
        <dd>
          <strong>{formatCents(totals.totalCents, language, currency)}</strong>
        </dd>
      </div>
    </dl>
  );
}

const ReportDetails = observer(function ReportDetails({ vm, report }: { vm: TaskReportsViewModel; report: ReportClientRecord }) {
  const zoneText = useMessageText();
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const { client } = report;
  const when = (instant: Temporal.Instant | null) => (instant ? formatInstant(instant, language, vm.timeZone) : '—');
  const serviceColumns: Column<AttachedService>[] = [
    { key: 'name', header: t('reports.service'), label: t('reports.service'), render: (s) => s.name },
    { key: 'value', header: t('reports.value'), label: t('reports.value'), render: (s) => formatPrice(s.value, language, vm.zones.currency), align: 'end' },
  ];
  return (
    <>
      <dl className="ft-reports-facts">
        <div>
          <dt>{t('reports.address')}</dt>
          <dd>{client.address?.description || '—'}</dd>
        </div>
        <div>
          <dt>{t('reports.email')}</dt>
          <dd>{client.email ? <EmailLink address={client.email} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('reports.phone')}</dt>
          <dd>{client.phone ? <PhoneLink phone={client.phone} /> : '—'}</dd>
        </div>
      </dl>
      <section className="ft-reports-section">
        <h3>{t('reports.services')}</h3>
        <Table caption={t('reports.services')} columns={serviceColumns} rows={report.services} rowKey={(s) => s.id} empty={t('reports.noServices')} />
        {report.services.length > 0 && <ServicesTotals report={report} currency={vm.zones.currency} />}
      </section>
      <section className="ft-reports-section">
        <h3>{t('reports.taskReports')}</h3>
        {vm.zones.note ? <p className="ft-field__hint">{zoneText(vm.zones.note)}</p> : null}
        {vm.selectedReports === null ? (
          <WaitingText>{t('reports.waitingReports')}</WaitingText>
        ) : vm.selectedReports.length === 0 ? (
          <p className="ft-reports-muted">{t('reports.noReports')}</p>
        ) : (
          // A long history scrolls inside the dialog; focusable so the keyboard can scroll it.
          <ul className="ft-reports-list" tabIndex={0} aria-label={t('reports.taskReports')}>
            {vm.selectedReports.map((task, index) => (
              <li key={`${index}:${task.taskId ?? task.visitId ?? ''}`}>
                <dl className="ft-reports-facts">
                  <div>
                    <dt>{t('reports.visitDate')}</dt>
                    <dd>{task.visitDate ? formatDay(task.visitDate, language) : '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('reports.started')}</dt>
                    <dd>{when(task.startedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('reports.finished')}</dt>
                    <dd>
                      {when(task.finishedAt)}
                      {task.finishedOnDevice && <span className="ft-field__hint"> · {t('reports.finishedOnDevice')}</span>}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('reports.collaborator')}</dt>
                    <dd>{task.collaboratorName || '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('reports.observation')}</dt>
                    <dd>{task.observation || t('reports.noObservation')}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
});
