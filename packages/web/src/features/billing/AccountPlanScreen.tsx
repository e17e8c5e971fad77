// /account-plan
import { planPrice } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { formatCents } from '../../shared/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { PlanViewModel } from './plan.view-model';

export const AccountPlanScreen = observer(function AccountPlanScreen() {
  const { t } = useTranslation(['plan', 'validation']);
  const vm = useViewModel(PlanViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {vm.current === null ? (
        <WaitingText>{t('loading')}</WaitingText>
      ) : (
        <section className="ft-card ft-plan-current" aria-labelledby="plan-current" aria-live="polite">
          <h2 id="plan-current" className="ft-plan-current__title">
            {t('current', { plan: t(`plans.${vm.current}.name`) })}
          </h2>
          <p className="ft-plan-current__limits">{t(`plans.${vm.current}.limits`)}</p>
        </section>
      )}
      {/* Outside the offer: after moving up to plus there is no offer left, and the success stays in sight. */}
      {vm.outcome === 'success' && <Alert tone="success">{t('success')}</Alert>}
      {vm.current !== null && vm.offered.length === 0 && <p className="ft-field__hint">{t('top')}</p>}
      {vm.offered.length > 0 && vm.current !== null && <PlanOffer vm={vm} />}
    </>
  );
});

/** The plans above the one held, and the card form. */
const PlanOffer = observer(function PlanOffer({ vm }: { vm: PlanViewModel }) {
  const { t, i18n } = useTranslation(['plan', 'validation']);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <>
      <h2 className="ft-section__title">{t('upgrade')}</h2>
      <div className="ft-plans" role="radiogroup" aria-label={t('choose')} style={{ marginBottom: 'var(--space-6)' }}>
        {vm.offered.map((plan) => {
          const price = planPrice(plan, i18n.language);
          const chosen = vm.plan === plan;
          return (
            <button key={plan} type="button" role="radio" aria-checked={chosen} className={`ft-card ft-plan ft-plan--pick${chosen ? ' ft-plan--featured' : ''}`} onClick={() => vm.choose(plan)}>
              <span className="ft-plan__name">{t(`plans.${plan}.name`)}</span>
              <span className="ft-plan__price">
                {formatCents(price.monthlyCents, i18n.language, price.currency)}
                <span className="ft-plan__period"> {t('perMonth')}</span>
              </span>
              <span className="ft-plan__features">{t(`plans.${plan}.limits`)}</span>
            </button>
          );
        })}
      </div>
      <Card>
        <Form autoComplete="off" onSubmit={() => vm.submit()}>
          <TextField label={t('card.number')} inputMode="numeric" autoComplete="cc-number" value={form.values.number} onChange={(v) => form.set('number', v)} error={error('number')} maxLength={23} required />
          <div className="ft-form__row">
            <TextField label={t('card.expMonth')} inputMode="numeric" autoComplete="cc-exp-month" placeholder={t('card.monthPlaceholder')} value={form.values.expMonth} onChange={(v) => form.set('expMonth', v)} error={error('expMonth')} maxLength={2} required />
            <TextField label={t('card.expYear')} inputMode="numeric" autoComplete="cc-exp-year" placeholder={t('card.yearPlaceholder')} value={form.values.expYear} onChange={(v) => form.set('expYear', v)} error={error('expYear')} maxLength={4} required />
            <TextField label={t('card.cvc')} inputMode="numeric" autoComplete="cc-csc" value={form.values.cvc} onChange={(v) => form.set('cvc', v)} error={error('cvc')} maxLength={4} required />
          </div>
          {form.busy && <WaitingText>{t('waiting')}</WaitingText>}
          <Button type="submit" busy={form.busy}>
            {t('submit')}
          </Button>
          {vm.outcome === 'failure' && <Alert tone="error">{t('failure')}</Alert>}
        </Form>
      </Card>
    </>
  );
});
