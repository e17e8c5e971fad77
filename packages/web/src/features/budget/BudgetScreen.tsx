// /business-clients/dashboard/client/budget?id=…
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { useBusinessZones } from '../../di/use-business-zones';
import { formatCents, formatPercent, formatPrice } from '../../shared/format';
import { useSearchParams } from '../../shared/use-search-params';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { BudgetViewModel } from './budget.view-model';
import './budget.css';

export const BudgetScreen = observer(function BudgetScreen() {
  const { t, i18n } = useTranslation(['clients', 'common', 'validation']);
  const vm = useViewModel(BudgetViewModel);
  const params = useSearchParams();
  const clientId = params.get('id') ?? '';
  useEffect(() => void vm.load(clientId), [vm, clientId]);
  useBusinessZones(vm);
  const price = (cents: number) => formatCents(cents, i18n.language, vm.currency);
  const percent = (value: number) => formatPercent(value, i18n.language);
  if (vm.loading) return <WaitingText>{t('common:loading.title')}</WaitingText>;
  const hasServices = (vm.current?.services.length ?? 0) > 0;
  const after = vm.totalsAfterSaving;
  const change = vm.discountChange;
  return (
    <>
      <PageHeader title={t('budget.title')} subtitle={vm.client ? t('budget.subtitle', { name: vm.client.name }) : undefined} />
      <Card>
        <div className="ft-form">
          <WhatTheClientHas vm={vm} />
          <div className="ft-row">
            <SelectField
              label={t('budget.service')}
              value={vm.chosenId}
              placeholder={t('budget.choose')}
              options={vm.available.map((s) => ({ value: s.id, label: `${s.name} · ${formatPrice(s.price, i18n.language, vm.currency)}` }))}
              onChange={(id) => vm.setChosen(id)}
            />
            <Button variant="secondary" onClick={() => vm.addChosen()} disabled={!vm.chosenId}>
              {t('budget.add')}
            </Button>
          </div>
          {vm.budget.lines.length > 0 ? (
            <ul className="ft-inline-list" aria-label={t('budget.selected')}>
              {vm.budget.lines.map((line) => (
                <li key={line.serviceId}>
                  <span>
                    {line.name} · {price(line.priceCents)}
                  </span>
                  <Button size="small" variant="ghost" onClick={() => vm.remove(line.serviceId)} aria-label={`${t('budget.remove')}: ${line.name}`}>
                    {t('budget.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="ft-field__hint">{t('budget.empty')}</p>
          )}
          <div className="ft-row">
            <TextField
              label={t('budget.discount')}
              inputMode="decimal"
              value={vm.discountText}
              onChange={(v) => vm.setDiscountText(v)}
              error={vm.discountInvalid ? t('budget.discountInvalid') : undefined}
              hint={t('budget.discountHint')}
              maxLength={6}
            />
            {vm.hasDiscount ? (
              <Button variant="secondary" onClick={() => vm.removeDiscount()}>
                {t('budget.removeDiscount')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => vm.applyDiscount()}>
                {t('budget.applyDiscount')}
              </Button>
            )}
          </div>
          <div className="ft-budget-total" aria-live="polite">
            {vm.hasDiscount && (
              <span>
                {t('budget.subtotal')}: {price(vm.budget.subtotalCents)} · {t('budget.discountApplied', { percent: formatPercent(vm.budget.discountBasisPoints / 100, i18n.language) })}
              </span>
            )}
            <span>{hasServices ? t('budget.totalAdded') : t('budget.total')}</span>
            <strong>{price(vm.budget.totalCents)}</strong>
            {hasServices && after && (
              <span className="ft-budget-total__after">
                {t('budget.afterSaving', { name: vm.client?.name ?? '', count: vm.current!.services.length + vm.budget.lines.length })}: <b>{price(after.totalCents)}</b>
              </span>
            )}
          </div>
          {change && (
            <Alert>
              {change.to === 0
                ? t('budget.discountRemoved', { percent: percent(change.from) })
                : change.from === 0
                  ? t('budget.discountAdded', { percent: percent(change.to) })
                  : t('budget.discountChanged', { from: percent(change.from), to: percent(change.to) })}
            </Alert>
          )}
          {vm.itemsMissing && (
            <p className="ft-field__error" role="alert">
              {t('validation:ITEMS_REQUIRED')}
            </p>
          )}
          {vm.busy && <WaitingText>{t('budget.waiting')}</WaitingText>}
          <Button onClick={() => void vm.submit()} busy={vm.busy} disabled={!vm.canSubmit}>
            {t('budget.submit')}
          </Button>
        </div>
      </Card>
    </>
  );
});

/**
 * What the client already has, said before anything is added: the services saved here join
 * those, and the discount is the client's, on all of them. When it cannot be read, saving waits
 * (it would lose the discount) and the person can try again.
 */
const WhatTheClientHas = observer(function WhatTheClientHas({ vm }: { vm: BudgetViewModel }) {
  const { t, i18n } = useTranslation('clients');
  const name = vm.client?.name ?? '';
  if (vm.currentFailed) {
    return (
      <Alert tone="error">
        <p>{t('budget.currentFailed', { name })}</p>
        <Button size="small" variant="secondary" onClick={() => void vm.loadCurrent()}>
          {t('budget.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const totals = vm.currentTotals;
  if (!vm.current || !totals) return null;
  const count = vm.current.services.length;
  const amount = formatCents(totals.totalCents, i18n.language, vm.currency);
  const percent = formatPercent(totals.discountPercent, i18n.language);
  if (count === 0 && totals.discountPercent === 0) return null;
  return (
    <p className="ft-budget-current">
      {count === 0
        ? t('budget.discountOnly', { name, percent })
        : totals.discountPercent > 0
          ? t('budget.currentWithDiscount', { name, count, amount, percent })
          : t('budget.current', { name, count, amount })}
    </p>
  );
});
