// /dashboard/user/account/active
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { ActivateAccountViewModel } from './activate-account.view-model';

export const ActivateAccountScreen = observer(function ActivateAccountScreen() {
  const { t } = useTranslation('account');
  const ruleHint = useRuleHint();
  const vm = useViewModel(ActivateAccountViewModel);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout title={t('activate.title')} subtitle={t('activate.subtitle')}>
      <Form onSubmit={() => vm.submit()}>
        <TextField label={t('activate.code')} inputMode="numeric" autoComplete="one-time-code" value={form.values.code} onChange={(v) => form.set('code', v)} error={error('code')} hint={ruleHint('activationCode')} maxLength={8} />
        {form.busy && <WaitingText>{t('activate.waiting')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t('activate.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
