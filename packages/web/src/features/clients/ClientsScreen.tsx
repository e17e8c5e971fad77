// /business-clients
import { canOpen, ROUTES, type Client } from '@fieldteam/core';
import { CalendarDays, ChartColumn, ClipboardCheck, FileDown, FileUp, Route, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useService, useViewModel } from '../../di/DiProvider';
import { usePageReady } from '../../shared/page-ready';
import { SessionViewModel } from '../../shared/session.view-model';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { CardIcon, LinkCard } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { EmailText } from '../../ui/EmailText';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { Table, type Column } from '../../ui/Table';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { ClientFields } from './ClientFields';
import { ClientsViewModel } from './clients.view-model';
import './clients.css';

import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { Form } from '../../ui/Form';
import { useActionsColumn } from '../../shared/actions-column';

const detailPath = (client: Pick<Client, 'id'>) => `/business-clients/dashboard/client?id=${encodeURIComponent(client.id)}`;

const clientKey = (client: Client) => client.id;
/** The table redrawn only when its rows, columns or texts change (not with each letter typed above it). */
const ClientsTable = memo(Table<Client>);

/**
 * The search, the list and its pager: the only part a keystroke re-renders (the page around it
 * does not read the query), which keeps a keystroke over 10,000 clients within 100 ms on a slow phone.
 * The letter typed is drawn first; the page of rows it finds follows in a render React can pause,
 * so a page of new rows does not hold the next letter back.
 */
const ClientsList = observer(function ClientsList({ vm, columns }: { vm: ClientsViewModel; columns: readonly Column<Client>[] }) {
  const { t } = useTranslation(['clients', 'common']);
  const labels = usePaginationLabels();
  // Only a search's rows wait: the list's first page (and the whole list again, the search
  // cleared) is drawn at once.
  const deferredRows = useDeferredValue(vm.list.pageItems);
  const rows = vm.list.query === '' ? vm.list.pageItems : deferredRows;
  return (
    <>
      <Toolbar>
        <SearchField label={t('list.search')} value={vm.list.query} onChange={(q) => vm.list.setQuery(q)} />
        <span className="ft-field__hint" aria-live="polite">
          {t('list.count', { count: vm.list.filtered.length })}
        </span>
      </Toolbar>
      {vm.loading ? (
        <WaitingText>{t('common:loading.title')}</WaitingText>
      ) : vm.list.items.length === 0 ? (
        <div className="ft-table-wrap ft-empty">{t('list.empty')}</div>
      ) : (
        <ClientsTable caption={t('list.title')} columns={columns} rows={rows} rowKey={clientKey} empty={t('list.noMatch')} />
      )}
      <Pagination page={vm.list.page} pageCount={vm.list.pageCount} onChange={(p) => vm.list.setPage(p)} labels={labels} />
    </>
  );
});

/**
 * The client list once its module is loaded; until then its frame, drawn at once: its header and
 * cards where they will be, the search not usable yet.
 */
export function ClientsScreen() {
  return usePageReady() ? <Clients /> : <ClientsFrame />;
}

function ClientsFrame() {
  const { t } = useTranslation(['clients', 'common']);
  return (
    <>
      <ClientsTop roadCard={<RoadCardPlace />} />
      <Toolbar>
        <SearchField label={t('list.search')} value="" onChange={() => undefined} disabled />
      </Toolbar>
      <WaitingText>{t('common:loading.title')}</WaitingText>
    </>
  );
}

/** The road card's place, kept while today's visits are asked for, so that nothing moves on a day with visits. */
function RoadCardPlace() {
  const { t } = useTranslation('clients');
  return (
    <div className="ft-card ft-link-card" aria-hidden="true" style={{ visibility: 'hidden' }}>
      <span className="ft-link-card__icon"><CardIcon icon={Route} /></span>
      <span className="ft-link-card__title">{t('list.roadCard')}</span>
      <span className="ft-link-card__text">{t('list.roadCardText', { count: 0 })}</span>
    </div>
  );
}

/** The page's header and its cards to the other screens (the road's when given). */
const ClientsTop = observer(function ClientsTop({ roadCard }: { roadCard: ReactNode }) {
  const { t } = useTranslation(['clients', 'work']);
  const viewer = useService(SessionViewModel).user;
  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <nav className="ft-card-grid" aria-label={t('list.shortcuts')} style={{ marginBottom: 'var(--space-6)' }}>
        <LinkCard to="/business-add-client" icon={UserPlus} title={t('list.addCard')} text={t('list.addCardText')} />
        {roadCard}
        <LinkCard to={ROUTES.calendar} icon={CalendarDays} title={t('list.calendarCard')} text={t('list.calendarCardText')} />
        <LinkCard to="/business-clients/dashboard/task-reports" icon={ClipboardCheck} title={t('list.reportsCard')} text={t('list.reportsCardText')} />
        <LinkCard to={ROUTES.workReport} icon={ChartColumn} title={t('work:card.title')} text={t('work:card.text')} />
        {viewer && canOpen(viewer, ROUTES.clientImport) && <LinkCard to={ROUTES.clientImport} icon={FileUp} title={t('list.importCard')} text={t('list.importCardText')} />}
        {viewer && canOpen(viewer, ROUTES.dataExport) && <LinkCard to={ROUTES.dataExport} icon={FileDown} title={t('list.exportCard')} text={t('list.exportCardText')} />}
      </nav>
    </>
  );
});

const Clients = observer(function Clients() {
  const { t } = useTranslation(['clients', 'common', 'work']);
  const vm = useViewModel(ClientsViewModel);
  const actionsColumn = useActionsColumn();
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const details = t('list.details');
  const columns: Column<Client>[] = [
    { key: 'name', header: t('fields.name'), label: t('fields.name'), render: (c) => <strong>{c.name}</strong> },
    { key: 'address', header: t('fields.address'), label: t('fields.address'), render: (c) => c.address?.description || '...' },
    { key: 'email', header: t('fields.email'), label: t('fields.email'), render: (c) => (c.email ? <EmailText email={c.email} /> : '...') },
    { key: 'phone', header: t('fields.phone'), label: t('fields.phone'), render: (c) => c.phone || '...' },
    actionsColumn<Client>((c) => c.name, {
      first: (c) => (
        <Link className="ft-button ft-button--secondary ft-button--small" to={detailPath(c)} aria-label={`${details}: ${c.name}`}>
          {details}
        </Link>
      ),
      edit: (c) => vm.openEdit(c),
      remove: (c) => vm.askDelete(c),
    }),
  ];
  return (
    <>
      {/* On a day without visits, the cards after the road's place close up once it is known. */}
      <ClientsTop
        roadCard={
          !vm.pendingChecked ? (
            <RoadCardPlace />
          ) : (
            vm.showsRoadCard && <LinkCard to={ROUTES.road} icon={Route} title={t('list.roadCard')} text={t('list.roadCardText', { count: vm.pending.length })} />
          )
        }
      />
      <ClientsList vm={vm} columns={columns} />
      <Dialog open={vm.editing !== null} title={t('list.editTitle')} onClose={() => vm.closeEdit()}>
        <Form onSubmit={() => vm.saveEdit()}>
          <ClientFields client={vm.edit} />
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.closeEdit()} disabled={vm.edit.form.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.edit.form.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
      <ConfirmDeleteDialog name={vm.deleting?.name ?? null} busy={vm.deleteBusy} onConfirm={() => void vm.confirmDelete()} onCancel={() => vm.cancelDelete()} />
    </>
  );
});
