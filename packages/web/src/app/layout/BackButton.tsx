// "Back": to the previous page of this visit, or to the start page when there is none.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
  return (
    <button type="button" className="ft-back" onClick={() => (canGoBack ? navigate(-1) : navigate('/loading'))}>
      <span aria-hidden="true">←</span> {t('header.back')}
    </button>
  );
}
