/**
 * The hospital's name and colours: part of the site configuration (src/config/site.ts), kept apart because the build
 * reads them too (the install manifest in vite.config.ts) and this module depends on nothing.
 */
export const siteIdentity = {
  name: 'Nirmoy Specialized Hospital',
  shortName: 'Nirmoy',
  description:
    'Nirmoy Specialized Hospital is a private hospital in Dhanmondi, Dhaka: consultants in every speciality, online appointments, video and voice consultations.',
  /** The brand colour (brand-700 in src/index.css): the browser's bar and the app icon's background. */
  themeColour: '#0f766e',
  /** The page background (slate-50), shown by an installed app while it starts. */
  backgroundColour: '#f8fafc',
} as const;
