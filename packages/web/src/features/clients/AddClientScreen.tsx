// /business-add-client
import { canOpen, ROUTES } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService, useViewModel } from '../../di/DiProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { WaitingText } from '../../ui/WaitingText';
import { ClientFields } from './ClientFields';
import { ConflictDialog } from './ConflictDialog';
import { SchedulingBlock } from './SchedulingBlock';
import './clients.css';
import { CapacityWarnings } from '../../shared/CapacityWarnings';
import { useFieldError } from '../../shared/use-field-error';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { SessionViewModel } from '../../shared/session.view-model';
import { AddClientViewModel } from './add-client.view-model';

export const AddClientScreen = observer(function AddClientScreen() {
  const { t } = useTranslation(['clients', 'common', 'validation']);
  const vm = useViewModel(AddClientViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  const error = useFieldError(vm.client.form);
  const teamError = error('team');
  const datesError = error('dates');
  return (
    <>
      <PageHeader title={t('add.title')} subtitle={t('add.subtitle')} />
      <Card>
        <Form onSubmit={() => vm.proceed()}>
          <section className="ft-team-pick" aria-labelledby="team-title">
            <h2 id="team-title" className="ft-section__title">
              {t('add.team')}
            </h2>
            <p className="ft-team-pick__value" aria-live="polite">
              {vm.team ? (
                <>
                  <strong>{vm.team.name}</strong>
                  {vm.team.leader && <span className="ft-field__hint"> · {t('add.leader', { name: vm.team.leader.name })}</span>}
                </>
              ) : (
                <span className="ft-field__hint">{t('add.noTeam')}</span>
              )}
            </p>
            <Button variant="secondary" onClick={() => vm.openTeamPicker()}>
              {vm.team ? t('add.changeTeam') : t('add.chooseTeam')}
            </Button>
            {vm.agendaLoading && <WaitingText>{t('add.loadingAgenda')}</WaitingText>}
            {teamError && (
              <p className="ft-field__error" role="alert">
                {teamError}
              </p>
            )}
          </section>
          <ClientFields client={vm.client} />
          <SchedulingBlock planner={vm.planner} error={datesError} />
          {vm.ready && vm.planner.summary && (
            <p className="ft-alert ft-alert--success" role="status">
              {vm.planner.summary.moved > 0 || vm.planner.summary.skipped > 0
                ? t('add.readyAdjusted', { count: vm.planner.summary.scheduled, moved: vm.planner.summary.moved, total: vm.planner.summary.total })
                : t('add.ready', { count: vm.planner.summary.scheduled })}
            </p>
          )}
          <CapacityWarnings warnings={vm.capacityWarnings} />
          {vm.busy && <WaitingText>{t('add.waiting')}</WaitingText>}
          <Button type="submit" busy={vm.busy} disabled={vm.done}>
            {vm.ready ? t('add.submit') : t('add.continue')}
          </Button>
        </Form>
      </Card>
      <Dialog open={vm.teamPickerOpen} title={t('add.chooseTeam')} onClose={() => vm.closeTeamPicker()}>
        {vm.teamsLoading ? (
          <WaitingText>{t('add.loadingTeams')}</WaitingText>
        ) : vm.teams.length === 0 ? (
          <NoTeams />
        ) : (
          <ul className="ft-pick-list">
            {vm.teams.map((team) => {
              const chosen = vm.team?.id === team.id;
              return (
                <li key={team.id}>
                  <button type="button" className={`ft-pick${chosen ? ' ft-pick--on' : ''}`} aria-pressed={chosen} onClick={() => void vm.pickTeam(team)}>
                    <span className="ft-pick__name">{team.name}</span>
                    <span className="ft-pick__meta">
                      {team.leader ? t('add.leader', { name: team.leader.name }) : ''} · {t('add.members', { count: team.members.length })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="ft-dialog__actions">
          <Button variant="secondary" onClick={() => vm.closeTeamPicker()}>
            {t('common:actions.close')}
          </Button>
        </div>
      </Dialog>
      <ConflictDialog planner={vm.planner} wording={{ extra: <TeamSuggestions vm={vm} /> }} />
    </>
  );
});

/** The team picker with no team to pick: the way to the teams page, for whoever may open it (owner, managers, leaders). */
const NoTeams = observer(function NoTeams() {
  const { t } = useTranslation('clients');
  const viewer = useService(SessionViewModel).user;
  return (
    <p>
      {t('add.noTeams')}
      {viewer && canOpen(viewer, ROUTES.businessTeam) && (
        <>
          {' '}
          <Link to={ROUTES.businessTeam}>{t('add.createTeam')}</Link>.
        </>
      )}
    </p>
  );
});

/** In the conflict dialog: the other teams, fewest clashes then least booked first, each one click away. */
const TeamSuggestions = observer(function TeamSuggestions({ vm }: { vm: AddClientViewModel }) {
  const { t } = useTranslation('clients');
  if (vm.suggestionsLoading) return <WaitingText>{t('suggest.loading')}</WaitingText>;
  if (!vm.suggestions || vm.suggestions.length === 0) return null;
  return (
    <section className="ft-conflicts__teams" aria-labelledby="team-suggestions-title">
      <h3 id="team-suggestions-title" className="ft-field__label">
        {t('suggest.title')}
      </h3>
      <ul className="ft-inline-list">
        {vm.suggestions.map((s) => {
          const name = vm.teamName(s.teamId);
          return (
            <li key={s.teamId}>
              <span>
                <strong>{name}</strong> · {t('suggest.clashes', { count: s.clashes })} · {t('suggest.booked', { hours: Math.round((s.bookedMinutes / 60) * 10) / 10 })}
              </span>
              <Button size="small" variant={s.clashes === 0 ? 'primary' : 'secondary'} onClick={() => vm.switchTeam(s.teamId)}>
                {t('suggest.switch', { team: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
