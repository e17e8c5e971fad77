// /sucesso: only the plain text "sucesso" (001 section 2), translated in the other languages (spec decision 2).
import { useTranslation } from 'react-i18next';

export function SuccessScreen() {
  const { t } = useTranslation();
  return <h1>{t('common:app.success')}</h1>;
}
