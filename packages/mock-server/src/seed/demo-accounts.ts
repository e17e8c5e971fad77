// The demo accounts printed on start and used by the end-to-end tests.
export const DEMO_PASSWORD = 'Fieldteam#2026';

export const DEMO_OWNER = { email: 'owner@fieldteam.dev', password: DEMO_PASSWORD, name: 'Carla', surname: 'Mendes' } as const;
