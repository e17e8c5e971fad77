// The printable day sheet of the road screen (issue 25): the stops shown, in route order, each with
// its phone, address, services and a box for notes, under the team(s) it is for and the day. It
// is drawn only while the page is printed (usePrinting), and hidden on screens by road.css; the
// screen's "Print day sheet" prints it.
import type { RoadClient } from '@fieldteam/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/format';

export function DaySheet({ clients, teams, day }: { clients: readonly RoadClient[]; teams: readonly string[] | null; day: string }) {
  const { t, i18n } = useTranslation('road');
  return (
    <section className="ft-day-sheet" aria-label={t('daySheet.title')}>
      <h2>{t('daySheet.heading', { teams: teams && teams.length > 0 ? teams.join(', ') : t('daySheet.allTeams'), day })}</h2>
      <ol className="ft-day-sheet__stops">
        {clients.map((client) => (
          <li key={client.clientId} className="ft-day-sheet__stop">
            <div className="ft-day-sheet__head">
              <strong>{client.name}</strong>
              <span>{client.phone}</span>
            </div>
            <div>{client.address?.description ?? t('noAddress')}</div>
            {client.services.length > 0 && (
              <div>
                {t('daySheet.services')}: {client.services.map((s) => `${s.name} (${formatPrice(s.value, i18n.language)})`).join(', ')}
              </div>
            )}
            <div className="ft-day-sheet__notes" aria-label={t('daySheet.notes')}>
              {t('daySheet.notes')}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
