// Chooses the interface language; the choice is stored and the page reloads.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../i18n/languages';
import { LanguageViewModel } from '../../i18n/language.view-model';

export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useService(LanguageViewModel);
  const id = useId();
  return (
    <div className="ft-language">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={language.current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) language.choose(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
});
