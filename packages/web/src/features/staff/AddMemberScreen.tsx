// /business-manager and /business-leader
import type { MemberKind } from '@fieldteam/core';
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
import { AddMemberViewModel } from './add-member.view-model';


export const AddMemberScreen = observer(function AddMemberScreen({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation(['staff', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(AddMemberViewModel);
  const { form } = vm;
  const error = useFieldError(form);
  return (
    <AuthLayout title={t(`${kind}s.addTitle`)} subtitle={t(`${kind}s.addSubtitle`)}>
      <Form onSubmit={() => vm.submit(kind)}>
        <div className="ft-form__row">
          <TextField label={t('people.firstName')} value={form.values.name} onChange={(v) => form.set('name', v)} error={error('name')} hint={ruleHint('text')} maxLength={50} autoComplete="off" />
          <TextField label={t('people.surname')} value={form.values.surname} onChange={(v) => form.set('surname', v)} error={error('surname')} hint={ruleHint('text')} maxLength={50} autoComplete="off" />
        </div>
        <TextField label={t('people.email')} type="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} autoComplete="off" />
        <TextField
          label={t('people.password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={error('password')}
          hint={form.errors.password ? undefined : t('people.passwordHint')}
          maxLength={50}
          revealLabels={{ show: t('common:form.showPassword'), hide: t('common:form.hidePassword') }}
        />
        {form.busy && <WaitingText>{t('people.saving')}</WaitingText>}
        <Button type="submit" block busy={form.busy} disabled={vm.done}>
          {t(`${kind}s.addSubmit`)}
        </Button>
      </Form>
    </AuthLayout>
  );
});
