// /freelancer-perfil and /business-perfil: the person's own fields as tiles, each edited in a
// modal with one input.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRuleHint, type FieldRule } from '../../shared/use-rule-hint';
import { useViewModel } from '../../di/DiProvider';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { Tile } from '../../ui/Tile';
import { PROFILE_FIELDS, valueOf } from './profile.view-model';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { ProfileViewModel } from './profile.view-model';

/** The rule written beside each editable field of the profile (the e-mail needs none). */
const PROFILE_RULES: Readonly<Record<string, FieldRule | undefined>> = { nick: 'username', name: 'personName', surname: 'personName', phone: 'phone', docid: 'document' };

export const ProfileScreen = observer(function ProfileScreen({ kind }: { kind: 'freelancer' | 'business' }) {
  const { t } = useTranslation(['business', 'common', 'validation']);
  const ruleHint = useRuleHint();
  const vm = useViewModel(ProfileViewModel);
  const error = useFieldError(vm.form);
  const user = vm.user;
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t(kind === 'freelancer' ? 'profile.freelancerSubtitle' : 'profile.businessSubtitle')} />
      <div className="ft-tiles">
        {PROFILE_FIELDS[kind].map((field) => (
          <Tile key={field} label={t(`profile.fields.${field}`)} value={valueOf(user, field) || '...'} action={t('common:actions.edit')} onEdit={() => vm.open(field)} />
        ))}
      </div>
      <Dialog
        open={vm.editing !== null}
        title={vm.editing ? t('profile.editTitle', { field: t(`profile.fields.${vm.editing}`) }) : ''}
        onClose={() => vm.close()}
      >
        <Form onSubmit={() => vm.save()}>
          {vm.editing && (
            <TextField
              label={t(`profile.fields.${vm.editing}`)}
              value={vm.form.values.value}
              onChange={(v) => vm.form.set('value', v)}
              error={error('value')}
              type={vm.editing === 'email' ? 'email' : 'text'}
              inputMode={vm.editing === 'phone' || vm.editing === 'docid' ? 'numeric' : undefined}
              hint={PROFILE_RULES[vm.editing] ? ruleHint(PROFILE_RULES[vm.editing]!) : undefined}
              maxLength={50}
              autoFocus
            />
          )}
          <div className="ft-dialog__actions">
            <Button variant="secondary" onClick={() => vm.close()} disabled={vm.form.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={vm.form.busy}>
              {t('common:actions.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
});
