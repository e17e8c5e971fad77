// Who may change the business's configuration: its company fields and its working hours. The
// route list of 000 section 2 lets managers and leaders open /business-work-days, and they may
// read the hours there; section 6 gives them "not configuration", so saving is the owner's. The server refuses anyone else with 403.
import type { Role } from '../account/user.entity';

export const mayChangeConfiguration = (role: Role): boolean => role === 'employer';
