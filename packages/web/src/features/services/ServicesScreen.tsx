// /business-services
import { canOpen, ROUTES, type ServiceItem } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useService, useViewModel } from '../../di/DiProvider';
import { SessionViewModel } from '../../shared/session.view-model';
import { Link } from '../../ui/Link';
import { formatPrice } from '../../shared/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
import { Form } from '../../ui/Form';
import { useActionsColumn } from '../../shared/actions-column';
import { ServicesViewModel } from './services.view-model';

export const ServicesScreen = observer(function ServicesScreen() {
  const { t, i18n } = useTranslation(['staff', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(ServicesViewModel);
  const viewer = useService(SessionViewModel).user;
  useEffect(() => void vm.load(), [vm]);
  const price = (value: number) => formatPrice(value, i18n.language, vm.currency);
  const draftError = useFieldError(vm.draft);
  const editError = useFieldError(vm.editForm);
  const actionsColumn = useActionsColumn();
  const columns: Column<ServiceItem>[] = [
    { key: 'name', header: t('services.name'), label: t('services.name'), render: (s) => s.name },
    { key: 'price', header: t('services.price'), label: t('services.price'), render: (s) => price(s.price), align: 'end' },
    actionsColumn<ServiceItem>((s) => s.name, { edit: (s) => vm.openEdit(s), remove: (s) => vm.askDelete(s) }),
  ];
  return (
    <>
      <PageHeader title={t('services.title')} subtitle={t('services.subtitle')} />
      <div className="ft-page-actions">
        {!vm.adding && <Button onClick={() => vm.startAdding()}>{t('services.add')}</Button>}
        {viewer && canOpen(viewer, ROUTES.serviceImport) && (
          <Link className="ft-button ft-button--secondary" to={ROUTES.serviceImport}>
            {t('services.import')}
          </Link>
        )}
      </div>
      {vm.adding && (
        <Card>
          <h2 style={{ fontSize: 'var(--text-lg)' }}>{t('services.addTitle')}</h2>
          <Form onSubmit={() => vm.enqueue()}>
            <div className="ft-row">
              <TextField label={t('services.name')} value={vm.draft.values.name} onChange={(v) => vm.draft.set('name', v)} error={draftError('name')} hint={ruleHint('text')} maxLength={50} />
              <TextField label={t('services.price')} inputMode="decimal" value={vm.draft.values.price} onChange={(v) => vm.draft.set('price', v)} error={draftError('price')} hint={t('services.priceHint')} maxLength={11} />
              <Button type="submit" variant="secondary">
                {t('services.queue')}
              </Button>
            </div>
          </Form>
          {vm.queue.length > 0 && (
            <ul className="ft-inline-list" aria-label={t('services.queued')} style={{ marginTop: 'var(--space-4)' }}>
              {vm.queue.map((item) => (
                <li key={item.key}>
                  <span>
                    {item.name} · {price(item.price)}
                  </span>
                  <Button size="small" variant="ghost" onClick={() => vm.dequeue(item.key)} aria-label={`${t('services.unqueue')}: ${item.name}`}>
                    {t('services.unqueue')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.stopAdding()} disabled={vm.draft.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void vm.saveQueue()} busy={vm.draft.busy} disabled={vm.queue.length === 0}>
              {t('services.saveAll', { count: vm.queue.length })}
            </Button>
          </div>
        </Card>
      )}
      <div style={{ marginTop: 'var(--space-6)' }}>
        {vm.loading ? <WaitingText>{t('common:loading.title')}</WaitingText> : <Table caption={t('services.title')} columns={columns} rows={vm.services} rowKey={(s) => s.id} empty={t('common:list.empty')} />}
      </div>
      <Dialog open={vm.editing !== null} title={t('services.editTitle')} onClose={() => vm.closeEdit()}>
        <Form onSubmit={() => vm.saveEdit()}>
          <TextField label={t('services.name')} value={vm.editForm.values.name} onChange={(v) => vm.editForm.set('name', v)} error={editError('name')} hint={ruleHint('text')} maxLength={50} autoFocus />
          <TextField label={t('services.price')} inputMode="decimal" value={vm.editForm.values.price} onChange={(v) => vm.editForm.set('price', v)} error={editError('price')} maxLength={11} />
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.closeEdit()} disabled={vm.editForm.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.editForm.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
      <ConfirmDeleteDialog name={vm.deleting?.name ?? null} busy={vm.deleteBusy} onConfirm={() => void vm.confirmDelete()} onCancel={() => vm.cancelDelete()} />
    </>
  );
});
