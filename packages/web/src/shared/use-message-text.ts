// Turns a MessageRef into text in the active language.
import { useTranslation } from 'react-i18next';
import type { MessageRef } from './message';

export function useMessageText(): (message: MessageRef) => string {
  const { t } = useTranslation();
  return (message) => ('text' in message ? message.text : t(message.key, { ...message.values }));
}
