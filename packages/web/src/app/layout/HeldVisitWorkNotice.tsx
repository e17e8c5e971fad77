// On the pages of a signed-out device (the root a sign-out lands on, the sign-in page): the visit
// actions kept here for people whose session ended before theirs were sent, per person, by count
// and not by name (whoever holds the device next may be anyone). They are sent only when that
// person signs in again; the notice says so, so that whoever holds the device knows the work is
// not lost and is not theirs to send.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../di/DiProvider';
import { Alert } from '../../ui/Alert';
import { dateFormat } from '../../shared/format';
import { SessionViewModel } from '../../shared/session.view-model';

export const HeldVisitWorkNotice = observer(function HeldVisitWorkNotice() {
  const { t, i18n } = useTranslation();
  const session = useService(SessionViewModel);
  const held = session.visitWork.held;
  if (session.viewer !== null || held.length === 0) return null;
  return (
    <section className="ft-held-work" aria-labelledby="held-work-title">
      <Alert tone="info">
        <h2 id="held-work-title" className="ft-held-work__title">
          {t('visitWork.heldTitle')}
        </h2>
        <ul className="ft-held-work__list">
          {held.map((work, i) => (
            <li key={i}>{t('visitWork.held', { count: work.count, until: dateFormat(i18n.language, { day: 'numeric', month: 'long' }).format(work.until) })}</li>
          ))}
        </ul>
      </Alert>
    </section>
  );
});
