// /role-freelancer
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewModel } from '../../di/DiProvider';
import { TOKENS } from '../../di/tokens';
import { AddressInput } from '../../shared/AddressInput';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { ChipGroup } from '../../ui/ChipGroup';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';

export const RoleFreelancerScreen = observer(function RoleFreelancerScreen() {
  const { t } = useTranslation(['business', 'validation', 'common']);
  const vm = useViewModel(TOKENS.roleFreelancerVm);
  const { form } = vm;
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const error = (field: Parameters<typeof form.errorKey>[0]) => {
    const key = form.errorKey(field);
    return key ? t(key) : undefined;
  };
  return (
    <>
      <PageHeader title={t('setup.freelancerTitle')} subtitle={t('setup.freelancerSubtitle')} />
      <Card>
        <form
          className="ft-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <AddressInput picker={vm.address} label={t('fields.address')} error={error('address')} />
          <TextField label={t('fields.phone')} inputMode="tel" autoComplete="tel" value={form.values.phone} onChange={(v) => form.set('phone', v)} error={error('phone')} maxLength={50} />
          <ChipGroup
            legend={t('fields.activities')}
            options={vm.categories.map((c) => c.title)}
            selected={vm.activities}
            onToggle={(title) => vm.toggleActivity(title)}
            error={error('activities')}
            empty={<span className="ft-field__hint">{t('common:loading.title')}</span>}
          />
          <Checkbox checked={vm.acceptedTerms} onChange={(v) => vm.setAcceptedTerms(v)} error={error('acceptedTerms')}>
            {t('fields.termsBefore')}{' '}
            <Link to="/use-terms" target="_blank" rel="noopener">
              {t('fields.termsLink')}
            </Link>
          </Checkbox>
          {form.busy && <WaitingText>{t('setup.waiting')}</WaitingText>}
          <Button type="submit" busy={form.busy} disabled={vm.done}>
            {t('setup.register')}
          </Button>
        </form>
      </Card>
    </>
  );
});
