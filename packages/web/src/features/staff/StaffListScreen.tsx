// /business-managers and /business-leaders
import { fullName, type MemberKind, type StaffMember } from '@fieldteam/core';
import { UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { EmailText } from '../../ui/EmailText';
import { LinkCard } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { Table, type Column } from '../../ui/Table';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { useActionsColumn } from '../../shared/actions-column';
import { StaffListViewModel } from './staff-list.view-model';

const ADD_ROUTE: Readonly<Record<MemberKind, string>> = { manager: '/business-manager', leader: '/business-leader' };

export const StaffListScreen = observer(function StaffListScreen({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation(['staff', 'common']);
  const vm = useViewModel(StaffListViewModel);
  const labels = usePaginationLabels();
  const actionsColumn = useActionsColumn();
  useEffect(() => void vm.load(kind), [vm, kind]);
  const ns = `${kind}s`;
  const columns: Column<StaffMember>[] = [
    { key: 'name', header: t('people.name'), label: t('people.name'), render: (m) => fullName(m) },
    { key: 'email', header: t('people.email'), label: t('people.email'), render: (m) => <EmailText email={m.email} /> },
    { key: 'phone', header: t('people.phone'), label: t('people.phone'), render: (m) => m.phone || '...' },
    actionsColumn<StaffMember>(fullName, { remove: (m) => vm.askDelete(m) }),
  ];
  return (
    <>
      <PageHeader title={t(`${ns}.title`)} subtitle={t(`${ns}.subtitle`)} />
      <div className="ft-card-grid" style={{ marginBottom: 'var(--space-6)' }}>
        <LinkCard to={ADD_ROUTE[kind]} icon={UserPlus} title={t(`${ns}.addCard`)} text={t(`${ns}.addCardText`)} />
      </div>
      <Toolbar>
        <SearchField label={t('people.search')} value={vm.list.query} onChange={(q) => vm.list.setQuery(q)} />
      </Toolbar>
      {vm.loading ? (
        <WaitingText>{t('common:loading.title')}</WaitingText>
      ) : (
        <Table caption={t(`${ns}.title`)} columns={columns} rows={vm.list.pageItems} rowKey={(m) => m.id} empty={t('common:list.empty')} />
      )}
      <Pagination page={vm.list.page} pageCount={vm.list.pageCount} onChange={(p) => vm.list.setPage(p)} labels={labels} />
      <ConfirmDeleteDialog name={vm.deleting ? fullName(vm.deleting) : null} busy={vm.deleteBusy} onConfirm={() => void vm.confirmDelete()} onCancel={() => vm.cancelDelete()} />
    </>
  );
});
