// A form's field error as the text to show: FormState keeps `validation:CODE` keys, the screen
// shows them in the active language.
import { useTranslation } from 'react-i18next';

export function useFieldError<F extends string>(form: { errorKey(field: F): string | undefined }): (field: F) => string | undefined {
  const { t } = useTranslation('validation');
  return (field) => {
    const key = form.errorKey(field);
    return key ? t(key) : undefined;
  };
}
