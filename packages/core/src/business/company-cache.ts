// Where the company is cached on the device for other screens: LoadCompany writes it, and the
// company and working-hours edits clear it.
export const COMPANY_CACHE_KEY = 'company';
