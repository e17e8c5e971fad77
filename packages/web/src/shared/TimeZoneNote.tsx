// "Times in America/Sao_Paulo (your device: Europe/Lisbon)": said once on a screen whose times are
// in the business's zone, where the device is in another (ADR 0054).
import type { ShownTimeZones } from '@fieldteam/core';
import { useTranslation } from 'react-i18next';

export function TimeZoneNote({ zones }: { zones: ShownTimeZones }) {
  const { t } = useTranslation('common');
  if (!zones.differs) return null;
  return <p className="ft-field__hint">{t('timeZoneNote', { business: zones.business, device: zones.device })}</p>;
}
