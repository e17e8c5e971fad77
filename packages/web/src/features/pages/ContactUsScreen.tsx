// /contact-us: the support address and a message form that opens the person's mail app
// (spec decision 20).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../config/env';
import { mailtoHref } from '../../shared/contact-links';
import { EmailLink } from '../../shared/ContactLinks';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';

export function ContactUsScreen() {
  const { t } = useTranslation('pages');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const draft = mailtoHref(SUPPORT_EMAIL, { subject, body: message });
  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.text')} />
      <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
        <Card>
          <p>
            {t('contact.emailLabel')}: <EmailLink address={SUPPORT_EMAIL} />
          </p>
          <form className="ft-form" onSubmit={(event) => event.preventDefault()}>
            <TextField label={t('contact.subject')} value={subject} onChange={setSubject} maxLength={120} />
            <div className="ft-field">
              <label className="ft-field__label" htmlFor="contact-message">
                {t('contact.message')}
              </label>
              <textarea id="contact-message" className="ft-textarea" value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} />
            </div>
            {draft && (
              <a className="ft-button ft-button--primary" href={draft}>
                {t('contact.send')}
              </a>
            )}
          </form>
        </Card>
        <Card>
          <h2 id="status" style={{ fontSize: 'var(--text-lg)' }}>
            {t('contact.statusTitle')}
          </h2>
          <p style={{ margin: 0 }}>{t('contact.statusText')}</p>
        </Card>
      </div>
    </>
  );
}
