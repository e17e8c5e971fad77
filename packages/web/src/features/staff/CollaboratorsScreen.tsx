// /business-colaborators
import { canOpen, fullName, ROUTES, type Collaborator } from '@fieldteam/core';
import { FileUp, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useService, useViewModel } from '../../di/DiProvider';
import { SessionViewModel } from '../../shared/session.view-model';
import { AddressInput } from '../../shared/AddressInput';
import { Button } from '../../ui/Button';
import { LinkCard } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { useFieldError } from '../../shared/use-field-error';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { Form } from '../../ui/Form';
import { useActionsColumn } from '../../shared/actions-column';
import { CollaboratorsViewModel } from './collaborators.view-model';


export const CollaboratorsScreen = observer(function CollaboratorsScreen() {
  const { t } = useTranslation(['staff', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(CollaboratorsViewModel);
  const viewer = useService(SessionViewModel).user;
  const labels = usePaginationLabels();
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const error = useFieldError(vm.form);
  const actionsColumn = useActionsColumn();
  const columns: Column<Collaborator>[] = [
    { key: 'name', header: t('people.name'), label: t('people.name'), render: (c) => fullName(c) },
    { key: 'address', header: t('people.address'), label: t('people.address'), render: (c) => c.address?.description || '...' },
    { key: 'phone', header: t('people.phone'), label: t('people.phone'), render: (c) => c.phone || '...' },
    actionsColumn<Collaborator>(fullName, { edit: (c) => vm.openEdit(c), remove: (c) => vm.askDelete(c) }),
  ];
  return (
    <>
      <PageHeader title={t('collaborators.title')} subtitle={t('collaborators.subtitle')} />
      <div className="ft-card-grid" style={{ marginBottom: 'var(--space-6)' }}>
        <LinkCard to="/business-colaborator" icon={UserPlus} title={t('collaborators.addCard')} text={t('collaborators.addCardText')} />
        {viewer && canOpen(viewer, ROUTES.collaboratorImport) && <LinkCard to={ROUTES.collaboratorImport} icon={FileUp} title={t('collaborators.importCard')} text={t('collaborators.importCardText')} />}
      </div>
      <Toolbar>
        <SearchField label={t('people.search')} value={vm.list.query} onChange={(q) => vm.list.setQuery(q)} />
      </Toolbar>
      {vm.loading ? (
        <WaitingText>{t('common:loading.title')}</WaitingText>
      ) : (
        <Table caption={t('collaborators.title')} columns={columns} rows={vm.list.pageItems} rowKey={(c) => c.id} empty={t('common:list.empty')} />
      )}
      <Pagination page={vm.list.page} pageCount={vm.list.pageCount} onChange={(p) => vm.list.setPage(p)} labels={labels} />
      <Dialog open={vm.editing !== null} title={t('collaborators.editTitle')} onClose={() => vm.closeEdit()}>
        <Form onSubmit={() => vm.saveEdit()}>
          <TextField label={t('people.firstName')} value={vm.form.values.name} onChange={(v) => vm.form.set('name', v)} error={error('name')} hint={ruleHint('text')} maxLength={50} />
          <TextField label={t('people.surname')} value={vm.form.values.surname} onChange={(v) => vm.form.set('surname', v)} error={error('surname')} hint={ruleHint('text')} maxLength={50} />
          <TextField label={t('people.phone')} inputMode="tel" value={vm.form.values.phone} onChange={(v) => vm.form.set('phone', v)} error={error('phone')} hint={ruleHint('phone')} maxLength={50} />
          <AddressInput picker={vm.address} label={t('people.address')} error={error('address')} />
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.closeEdit()} disabled={vm.form.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.form.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
      <ConfirmDeleteDialog name={vm.deleting ? fullName(vm.deleting) : null} busy={vm.deleteBusy} onConfirm={() => void vm.confirmDelete()} onCancel={() => vm.cancelDelete()} />
    </>
  );
});
