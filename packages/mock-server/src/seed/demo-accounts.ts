// The demo accounts printed on start and used by the end-to-end tests. They share one password.
export const DEMO_PASSWORD = 'Fieldteam#2026';

export const DEMO_OWNER = { email: 'owner@fieldteam.dev', password: DEMO_PASSWORD, name: 'Carla', surname: 'Mendes' } as const;
export const DEMO_MANAGER = { email: 'manager@fieldteam.dev', password: DEMO_PASSWORD, name: 'Bruno', surname: 'Alves' } as const;
export const DEMO_LEADER = { email: 'leader@fieldteam.dev', password: DEMO_PASSWORD, name: 'Lia', surname: 'Santos' } as const;
export const DEMO_FREELANCER = { email: 'freelancer@fieldteam.dev', password: DEMO_PASSWORD, name: 'Rafael', surname: 'Costa' } as const;
/** An activated account that has not chosen a role yet, to try the role set-up screens. */
export const DEMO_NEWCOMER = { email: 'newcomer@fieldteam.dev', password: DEMO_PASSWORD, name: 'Nina', surname: 'Ramos' } as const;

export const DEMO_ACCOUNTS = [DEMO_OWNER, DEMO_MANAGER, DEMO_LEADER, DEMO_FREELANCER, DEMO_NEWCOMER] as const;
