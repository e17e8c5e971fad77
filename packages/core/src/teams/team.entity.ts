// A team (000 section 3): a name, one leader and collaborators, each referred to by id and name.
export interface PersonRef {
  readonly id: string;
  readonly name: string;
}

export interface Team {
  readonly id: string;
  readonly name: string;
  readonly leader: PersonRef | null;
  readonly members: readonly PersonRef[];
}

/** The people a team can be made of: the company's users (leaders, managers) and collaborators. */
export interface TeamCandidates {
  readonly users: readonly (PersonRef & { readonly role: 'manager' | 'leader' })[];
  readonly collaborators: readonly PersonRef[];
}

export interface TeamInput {
  readonly name: string;
  readonly leader: PersonRef | null;
  readonly members: readonly PersonRef[];
}
