// /forgot-password
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { useSearchParams } from '../../shared/use-search-params';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { ForgotPasswordViewModel } from './forgot-password.view-model';


export const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const { t } = useTranslation(['account', 'common']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(ForgotPasswordViewModel);
  const params = useSearchParams();
  const { form } = vm;
  useEffect(() => vm.prefill(params.get('email')), [vm, params]);
  const error = useFieldError(form);
  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={
        <>
          {t('forgotPassword.noCode')} <Link to="/request-code">{t('requestCode.submit')}</Link>
        </>
      }
    >
      <Form onSubmit={() => vm.submit()}>
        <TextField label={t('forgotPassword.email')} type="email" autoComplete="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} />
        <TextField label={t('forgotPassword.code')} inputMode="numeric" autoComplete="one-time-code" value={form.values.code} onChange={(v) => form.set('code', v)} error={error('code')} hint={ruleHint('resetCode')} maxLength={6} />
        <TextField
          label={t('forgotPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          value={form.values.newPassword}
          onChange={(v) => form.set('newPassword', v)}
          error={error('newPassword')}
          hint={form.errors.newPassword ? undefined : t('register.passwordHint')}
          maxLength={50}
          revealLabels={{ show: t('common:form.showPassword'), hide: t('common:form.hidePassword') }}
        />
        {form.busy && <WaitingText>{t('forgotPassword.waiting')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t('forgotPassword.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
