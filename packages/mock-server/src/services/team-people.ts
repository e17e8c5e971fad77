// Teams keep their people's names as the wire shows them (leaderTeam.name, colaborators[].name):
// a person renamed is renamed in every team of the business, whoever made the change.
import type { Store } from '../store/store';
import { personName } from './business.wire';

export function renameInTeams(store: Store, ownerId: string, person: { readonly id: string; readonly name: string; readonly surname: string }): void {
  const name = personName(person);
  for (const team of store.teams.where('owner', ownerId)) {
    const leads = team.leader?.id === person.id;
    const member = team.colaborators.some((ref) => ref.id === person.id);
    if (!leads && !member) continue;
    store.teams.update(team.id, {
      leader: leads ? { id: person.id, name } : team.leader,
      colaborators: team.colaborators.map((ref) => (ref.id === person.id ? { id: ref.id, name } : ref)),
    });
  }
}
