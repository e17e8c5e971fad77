// The client's fields: name, phone, e-mail, birthday, document, address and service duration.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRuleHint } from '../../shared/use-rule-hint';
import { AddressInput } from '../../shared/AddressInput';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { ClientForm } from './client-form';
import { useFieldError } from '../../shared/use-field-error';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);
const two = (n: number) => String(n).padStart(2, '0');

export const ClientFields = observer(function ClientFields({ client }: { client: ClientForm }) {
  const { t } = useTranslation(['clients', 'validation']);
  const ruleHint = useRuleHint();
  const { form } = client;
  const error = useFieldError(form);
  return (
    <>
      <div className="ft-form__row">
        <TextField label={t('fields.name')} value={form.values.name} onChange={(v) => form.set('name', v)} error={error('name')} hint={ruleHint('personName')} maxLength={50} autoComplete="off" />
        <TextField label={t('fields.phone')} inputMode="tel" value={form.values.phone} onChange={(v) => form.set('phone', v)} error={error('phone')} hint={ruleHint('typedPhone')} maxLength={50} autoComplete="off" />
      </div>
      <div className="ft-form__row">
        <TextField label={t('fields.email')} type="email" inputMode="email" value={form.values.email} onChange={(v) => form.set('email', v)} error={error('email')} maxLength={50} autoComplete="off" />
        <TextField label={t('fields.birthday')} type="date" value={form.values.birthday} onChange={(v) => form.set('birthday', v)} error={error('birthday')} hint={t('fields.optional')} />
      </div>
      <TextField label={t('fields.docId')} inputMode="numeric" value={form.values.docId} onChange={(v) => form.set('docId', v)} error={error('docId')} hint={`${t('fields.optional')} ${ruleHint('document')}`} maxLength={20} />
      <AddressInput picker={client.address} label={t('fields.address')} error={error('address')} />
      <fieldset className="ft-chips">
        <legend className="ft-field__label">{t('fields.duration')}</legend>
        <div className="ft-row">
          <SelectField
            label={t('fields.durationHours')}
            value={client.durationHours ?? -1}
            options={[{ value: -1, label: t('fields.noDuration') }, ...HOURS.map((h) => ({ value: h, label: `${two(h)} h` }))]}
            onChange={(h) => client.setDuration(h < 0 ? null : h, client.durationMinutes)}
          />
          <SelectField
            label={t('fields.durationMinutes')}
            value={client.durationMinutes}
            options={MINUTES.map((m) => ({ value: m, label: `${two(m)} min` }))}
            onChange={(m) => client.setDuration(client.durationHours ?? 0, m)}
          />
        </div>
        {error('serviceMinutes') && (
          <span className="ft-field__error" role="alert">
            {error('serviceMinutes')}
          </span>
        )}
      </fieldset>
    </>
  );
});
