/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_TIMING_SCALE?: string;
}
