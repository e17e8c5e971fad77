// /request-code
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { RequestCodeViewModel } from './request-code.view-model';

export const RequestCodeScreen = observer(function RequestCodeScreen() {
  const { t } = useTranslation('account');
  const vm = useViewModel(RequestCodeViewModel);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout
      title={t('requestCode.title')}
      subtitle={t('requestCode.subtitle')}
      footer={
        <>
          {t('requestCode.haveCode')} <Link to="/forgot-password">{t('forgotPassword.submit')}</Link>
        </>
      }
    >
      <Form onSubmit={() => vm.submit()}>
        <TextField label={t('requestCode.email')} type="email" autoComplete="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} />
        {form.busy && <WaitingText>{t('requestCode.waiting')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t('requestCode.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
