// A back button shows on every page except the dashboard and the two account-activation pages.
import { ROUTES } from './routes';

const WITHOUT_BACK: readonly string[] = [ROUTES.dashboard, ROUTES.activateAccount, ROUTES.chooseRole];

export const showsBackButton = (path: string): boolean => !WITHOUT_BACK.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
