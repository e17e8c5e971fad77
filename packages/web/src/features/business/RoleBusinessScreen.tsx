// /role-business
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { AddressInput } from '../../shared/AddressInput';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { ActivitiesChoice, TermsChoice } from './ActivitiesAndTerms';
import type { BusinessFormField } from './role-business.view-model';
import { WorkingHoursSection } from './WorkingHoursSection';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { RoleBusinessViewModel } from './role-business.view-model';

export const RoleBusinessScreen = observer(function RoleBusinessScreen() {
  const { t } = useTranslation(['business', 'validation', 'common']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(RoleBusinessViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const error = useFieldError(form);
  const text = (field: BusinessFormField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} value={form.values[field]} onChange={(v) => form.set(field, v)} error={error(field)} maxLength={50} required {...extra} />
  );
  return (
    <>
      <PageHeader title={t('setup.businessTitle')} subtitle={t('setup.businessSubtitle')} />
      <Card>
        <Form onSubmit={() => vm.submit()} focusFirstError>
          <p className="ft-field__hint">{t('business:requiredNote')}</p>
          <div className="ft-form__row">
            {text('commercialName', t('fields.commercialName'), { autoComplete: 'organization', hint: ruleHint('text') })}
            {text('nick', t('fields.nick'), { hint: ruleHint('username') })}
          </div>
          <div className="ft-form__row">
            {text('businessId', t('fields.businessId'), { inputMode: 'numeric', maxLength: 20, hint: ruleHint('document') })}
            {text('phone', t('fields.phone'), { inputMode: 'tel', autoComplete: 'tel', hint: ruleHint('phone') })}
          </div>
          <div className="ft-form__row">
            {text('primaryEmail', t('fields.primaryEmail'), { type: 'email', inputMode: 'email' })}
            {text('secondaryEmail', t('fields.secondaryEmail'), { type: 'email', inputMode: 'email' })}
          </div>
          <AddressInput picker={vm.choices.address} label={t('fields.address')} error={error('address')} required />
          <ActivitiesChoice choices={vm.choices} error={error('activities')} required />
          <WorkingHoursSection editor={vm.hours} error={error('hours')} />
          <TermsChoice choices={vm.choices} error={error('acceptedTerms')} />
          {form.busy && <WaitingText>{t('setup.waiting')}</WaitingText>}
          <Button type="submit" busy={form.busy} disabled={vm.done}>
            {t('setup.submit')}
          </Button>
        </Form>
      </Card>
    </>
  );
});
