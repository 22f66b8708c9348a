import type { Language } from '@hospital/contract/format-bn';
import i18next, { type i18n as I18n } from 'i18next';
import { initialise } from './i18n';
import { bn } from './locales/bn';
import { en } from './locales/en';

/**
 * The server renders pages for many visitors at once, each in their own language: one instance per language,
 * handed to the page through I18nextProvider, never the app's instance switched back and forth. Both catalogs are
 * bundled here (the server build); the browser's app loads Bangla only when it is shown (./i18n.ts).
 */
const serverInstances = new Map<Language, I18n>();
export function serverI18n(language: Language): I18n {
  let instance = serverInstances.get(language);
  if (!instance) {
    instance = initialise(i18next.createInstance(), language, { en, bn });
    serverInstances.set(language, instance);
  }
  return instance;
}
