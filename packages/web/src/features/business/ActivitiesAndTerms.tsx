// The activities chips and the terms checkbox that both role set-up forms end with.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/Checkbox';
import { ChipGroup } from '../../ui/ChipGroup';
import { Link } from '../../ui/Link';
import { RequiredMark } from '../../ui/RequiredMark';
import type { RoleSetupChoices } from './role-setup-choices';

export const ActivitiesChoice = observer(function ActivitiesChoice({ choices, error, required }: { choices: RoleSetupChoices; error?: string; required?: boolean }) {
  const { t } = useTranslation(['business', 'common']);
  return (
    <ChipGroup
      legend={
        <>
          {t('fields.activities')}
          {required && <RequiredMark />}
        </>
      }
      options={choices.categories.map((c) => c.title)}
      selected={choices.activities}
      onToggle={(title) => choices.toggleActivity(title)}
      error={error}
      empty={<span className="ft-field__hint">{t('common:loading.title')}</span>}
    />
  );
});

export const TermsChoice = observer(function TermsChoice({ choices, error }: { choices: RoleSetupChoices; error?: string }) {
  const { t } = useTranslation('business');
  return (
    <Checkbox checked={choices.acceptedTerms} onChange={(v) => choices.setAcceptedTerms(v)} error={error}>
      {t('fields.termsBefore')}{' '}
      <Link to="/use-terms" target="_blank" rel="noopener">
        {t('fields.termsLink')}
      </Link>
    </Checkbox>
  );
});
