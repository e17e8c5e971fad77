// /business-clients/dashboard/client/budget?id=…
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { formatPercent, formatPrice } from '../../shared/format';
import { useSearchParams } from '../../shared/use-search-params';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import './clients.css';
import { BudgetViewModel } from './budget.view-model';

export const BudgetScreen = observer(function BudgetScreen() {
  const { t, i18n } = useTranslation(['clients', 'common', 'validation']);
  const vm = useViewModel(BudgetViewModel);
  const params = useSearchParams();
  const clientId = params.get('id') ?? '';
  useEffect(() => void vm.load(clientId), [vm, clientId]);
  const price = (cents: number) => formatPrice(cents / 100, i18n.language);
  if (vm.loading) return <WaitingText>{t('common:loading.title')}</WaitingText>;
  return (
    <>
      <PageHeader title={t('budget.title')} subtitle={vm.client ? t('budget.subtitle', { name: vm.client.name }) : undefined} />
      <Card>
        <div className="ft-form">
          <div className="ft-row">
            <SelectField
              label={t('budget.service')}
              value={vm.chosenId}
              placeholder={t('budget.choose')}
              options={vm.available.map((s) => ({ value: s.id, label: `${s.name} · ${formatPrice(s.price, i18n.language)}` }))}
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
            <span>{t('budget.total')}</span>
            <strong>{price(vm.budget.totalCents)}</strong>
          </div>
          {vm.itemsMissing && (
            <p className="ft-field__error" role="alert">
              {t('validation:ITEMS_REQUIRED')}
            </p>
          )}
          {vm.busy && <WaitingText>{t('budget.waiting')}</WaitingText>}
          <Button onClick={() => void vm.submit()} busy={vm.busy} disabled={vm.done || !vm.client}>
            {t('budget.submit')}
          </Button>
        </div>
      </Card>
    </>
  );
});
