// "Back": to the previous page of this visit, or to the start page when there is none.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { historyIndex } from '../navigation';

export function BackButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const canGoBack = typeof window !== 'undefined' && historyIndex() > 0;
  return (
    <button type="button" className="ft-back" onClick={() => (canGoBack ? window.history.back() : navigate('/loading'))}>
      <span aria-hidden="true">←</span> {t('header.back')}
    </button>
  );
}
