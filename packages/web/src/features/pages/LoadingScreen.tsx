// /loading: sends each person where section 2 says (login, activation, role choice, dashboard).
import { loadingDestination } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useService } from '../../di/DiProvider';
import { SessionViewModel } from '../../shared/session.view-model';

export const LoadingScreen = observer(function LoadingScreen() {
  const { t } = useTranslation();
  const session = useService(SessionViewModel);
  const destination = loadingDestination(session.viewer);
  return (
    <>
      <p role="status" className="ft-page-loading">
        {t('loading.title')}
      </p>
      {/* Keyed by its target: a new target redirects again, as React Router's <Navigate> did. */}
      <Redirect key={destination} to={destination} replace />
    </>
  );
});
