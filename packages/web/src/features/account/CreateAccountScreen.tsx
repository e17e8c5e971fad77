// /create-account
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { CreateAccountViewModel } from './create-account.view-model';


export const CreateAccountScreen = observer(function CreateAccountScreen() {
  const { t } = useTranslation(['account', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(CreateAccountViewModel);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
        </>
      }
    >
      <Form onSubmit={() => vm.submit()}>
        <div className="ft-form__row">
          <TextField label={t('register.name')} autoComplete="given-name" value={form.values.name} onChange={(v) => form.set('name', v)} error={error('name')} hint={ruleHint('personName')} maxLength={50} />
          <TextField label={t('register.surname')} autoComplete="family-name" value={form.values.surname} onChange={(v) => form.set('surname', v)} error={error('surname')} hint={ruleHint('personName')} maxLength={50} />
        </div>
        <TextField label={t('register.email')} type="email" autoComplete="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={error('password')}
          hint={form.errors.password ? undefined : t('register.passwordHint')}
          maxLength={50}
          revealLabels={{ show: t('common:form.showPassword'), hide: t('common:form.hidePassword') }}
        />
        <TextField label={t('register.docId')} inputMode="numeric" value={form.values.docId} onChange={(v) => form.set('docId', v)} error={error('docId')} hint={ruleHint('document')} maxLength={20} />
        <Checkbox checked={vm.acceptedTerms} onChange={(v) => vm.setAcceptedTerms(v)} error={vm.termsError ? t('validation:TERMS_REQUIRED') : undefined}>
          {t('register.termsBefore')}{' '}
          <Link to="/use-terms" target="_blank" rel="noopener">
            {t('register.termsLink')}
          </Link>
        </Checkbox>
        {form.busy && <WaitingText>{t('register.waiting')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
});
