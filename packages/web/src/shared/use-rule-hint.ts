// The rule of a field written beside it ("Ana" was refused with no reason given), in the
// active language, with the bounds of 000 section 9 (core's LIMITS). The refusal keeps the
// catalogue's message; the hint says the rule before anyone trips on it.
import { LIMITS } from '@fieldteam/core';
import { useTranslation } from 'react-i18next';

export type FieldRule = 'personName' | 'text' | 'username' | 'phone' | 'typedPhone' | 'document' | 'activationCode' | 'resetCode';

export function useRuleHint(): (rule: FieldRule) => string {
  const { t } = useTranslation('validation');
  return (rule) => {
    switch (rule) {
      case 'personName':
        return t('hints.personName', { min: LIMITS.personNameMin, max: LIMITS.textMax });
      case 'text':
        return t('hints.text', { min: LIMITS.textMin, max: LIMITS.textMax });
      case 'username':
        return t('hints.username', { min: LIMITS.textMin, max: LIMITS.textMax });
      case 'phone':
        return t('hints.phone', { min: LIMITS.phoneMin });
      case 'typedPhone':
        return t('hints.typedPhone', { min: LIMITS.phoneMin });
      case 'document':
        return t('hints.document', { min: LIMITS.documentMinDigits, max: LIMITS.documentMaxDigits });
      case 'activationCode':
        return t('hints.activationCode', { min: LIMITS.activationCodeMin, max: LIMITS.activationCodeMax });
      case 'resetCode':
        return t('hints.resetCode', { max: LIMITS.resetCodeMaxDigits });
    }
  };
}
