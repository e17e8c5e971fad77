// The rule a date breaks, in words, for the conflict dialog (001 section 5): a new client's visit
// starts at least 2 h 15 min from the team's other visits, an existing client's at least 30 min plus
// its service; and, for the free slots, each visit keeps a 42-minute buffer before and after it. A
// reason that named only the other visit's hours ("from 8:00 AM until 9:00 AM" for a 9:00 date)
// read as a visit that ends in time.
import { conflictWindowMinutes, SCHEDULING_LIMITS, type ConflictPolicy, type ConflictReason } from '@fieldteam/core';
import type { TFunction } from 'i18next';
import { formatMinutes } from '../../shared/format';

/** The conflict window of the policy, in words: the rule that makes a date conflict. */
export function windowRule(policy: ConflictPolicy, t: TFunction<'clients'>, language: string): string {
  const window = formatMinutes(conflictWindowMinutes(policy), language);
  return policy.client === 'new'
    ? t('conflicts.rules.windowNew', { window })
    : t('conflicts.rules.windowExisting', { window, base: formatMinutes(SCHEDULING_LIMITS.existingClientBaseWindowMinutes, language) });
}

/** The rules a slot breaks (the window, the buffer, or both), in one phrase. */
export function brokenRules(reasons: readonly ConflictReason[], policy: ConflictPolicy, t: TFunction<'clients'>, language: string): string {
  const rules = reasons.map((reason) => (reason === 'WINDOW' ? windowRule(policy, t, language) : t('conflicts.rules.buffer', { buffer: formatMinutes(SCHEDULING_LIMITS.bufferMinutes, language) })));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(rules);
}
