// /business-colaborator
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { AddressInput } from '../../shared/AddressInput';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { AddCollaboratorViewModel } from './add-collaborator.view-model';


export const AddCollaboratorScreen = observer(function AddCollaboratorScreen() {
  const { t } = useTranslation(['staff', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(AddCollaboratorViewModel);
  useEffect(() => () => vm.dispose(), [vm]);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout title={t('collaborators.addTitle')} subtitle={t('collaborators.addSubtitle')}>
      <Form onSubmit={() => vm.submit()}>
        <div className="ft-form__row">
          <TextField label={t('people.firstName')} value={form.values.name} onChange={(v) => form.set('name', v)} error={error('name')} hint={ruleHint('text')} maxLength={50} />
          <TextField label={t('people.surname')} value={form.values.surname} onChange={(v) => form.set('surname', v)} error={error('surname')} hint={ruleHint('text')} maxLength={50} />
        </div>
        <TextField label={t('people.phone')} inputMode="tel" value={form.values.phone} onChange={(v) => form.set('phone', v)} error={error('phone')} hint={ruleHint('phone')} maxLength={50} />
        <AddressInput picker={vm.address} label={t('people.address')} error={error('address')} />
        {form.busy && <WaitingText>{t('people.saving')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t('collaborators.addSubmit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
