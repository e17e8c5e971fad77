// The printable day sheet, of the road screen and of the calendar: the stops in route
// order, each with its phone, address, services and a box for notes, under the team(s) it is for
// and the day (and each stop's time, where it has one). Hidden on screens (day-sheet.css), shown
// alone on paper; the road draws it only while printing (usePrinting), the calendar once its
// stops are read.
import type { Address } from '@fieldteam/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../format';
import './day-sheet.css';

export interface DaySheetStop {
  readonly clientId: string;
  readonly name: string;
  readonly phone: string;
  readonly address: Address | null;
  readonly services: readonly { readonly name: string; readonly value: number }[];
}

export function DaySheet({ clients, teams, day, timeOf }: { clients: readonly DaySheetStop[]; teams: readonly string[] | null; day: string; timeOf?: (index: number) => string }) {
  const { t, i18n } = useTranslation('road');
  return (
    <section className="ft-day-sheet" aria-label={t('daySheet.title')}>
      <h2>{t('daySheet.heading', { teams: teams && teams.length > 0 ? teams.join(', ') : t('daySheet.allTeams'), day })}</h2>
      <ol className="ft-day-sheet__stops">
        {clients.map((client, index) => (
          <li key={`${client.clientId}:${index}`} className="ft-day-sheet__stop">
            <div className="ft-day-sheet__head">
              <strong>
                {timeOf ? `${timeOf(index)} · ` : ''}
                {client.name}
              </strong>
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
