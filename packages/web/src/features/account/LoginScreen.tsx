// /login
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useViewModel } from '../../di/DiProvider';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { LoginViewModel } from './login.view-model';

export const LoginScreen = observer(function LoginScreen() {
  const { t } = useTranslation(['account', 'common']);
  const vm = useViewModel(LoginViewModel);
  const asked = new URLSearchParams(useSearch()).get('next');
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to="/create-account">{t('login.createAccount')}</Link>
        </>
      }
    >
      <Form onSubmit={() => vm.submit(asked)}>
        <TextField label={t('login.email')} type="email" autoComplete="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={error('password')}
          maxLength={50}
          revealLabels={{ show: t('common:form.showPassword'), hide: t('common:form.hidePassword') }}
        />
        <p className="ft-form__footer" style={{ textAlign: 'right', margin: 0 }}>
          <Link to="/request-code">{t('login.forgot')}</Link>
        </p>
        {form.busy && <WaitingText>{t('login.waiting')}</WaitingText>}
        <Button type="submit" block busy={form.busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
