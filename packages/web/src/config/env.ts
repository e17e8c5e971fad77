// Build-time settings. VITE_API_URL points the app at a real API; by default it talks to the
// mock server through the dev/preview proxy under /api.
export const API_BASE_URL: string = import.meta.env.VITE_API_URL || '/api';
export const GOOGLE_MAPS_API_KEY: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@fieldteam.dev';
