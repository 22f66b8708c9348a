/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the hospital hotline shown on the site (11 Bangladeshi digits). */
  readonly VITE_HOSPITAL_HOTLINE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
