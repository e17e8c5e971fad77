// /role-freelancer
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
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { RoleFreelancerViewModel } from './role-freelancer.view-model';

export const RoleFreelancerScreen = observer(function RoleFreelancerScreen() {
  const { t } = useTranslation(['business', 'validation', 'common']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(RoleFreelancerViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const error = useFieldError(form);
  return (
    <>
      <PageHeader title={t('setup.freelancerTitle')} subtitle={t('setup.freelancerSubtitle')} />
      <Card>
        <Form onSubmit={() => vm.submit()}>
          <AddressInput picker={vm.choices.address} label={t('fields.address')} error={error('address')} />
          <TextField label={t('fields.phone')} inputMode="tel" autoComplete="tel" value={form.values.phone} onChange={(v) => form.set('phone', v)} error={error('phone')} hint={ruleHint('phone')} maxLength={50} />
          <ActivitiesChoice choices={vm.choices} error={error('activities')} />
          <TermsChoice choices={vm.choices} error={error('acceptedTerms')} />
          {form.busy && <WaitingText>{t('setup.waiting')}</WaitingText>}
          <Button type="submit" busy={form.busy} disabled={vm.done}>
            {t('setup.register')}
          </Button>
        </Form>
      </Card>
    </>
  );
});
