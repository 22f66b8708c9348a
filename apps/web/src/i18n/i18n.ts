import { formatsFor, type Formats, type Language } from '@hospital/contract/format-bn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { rememberLanguage, storedLanguage } from './language';
import { bn } from './locales/bn';
import { en } from './locales/en';

/**
 * The keys of the catalogs ('group.key', plural forms by their base name). Our own two-level type rather than
 * i18next's typed resources: i18next's key type walks the whole catalog at every call and, at the size of a whole
 * product's screens, exceeds TypeScript's instantiation depth (TS2589). A missing key still fails typecheck, and
 * bn.ts must still fill every English key (catalog.ts).
 */
type Catalogue = typeof en;
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type BaseKey<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;
type GroupKey<Group extends keyof Catalogue & string> = keyof Catalogue[Group] & string;
export type TranslationKey = {
  [Group in keyof Catalogue & string]: `${Group}.${GroupKey<Group> | BaseKey<GroupKey<Group>>}`;
}[keyof Catalogue & string];
/** The screen's translation function: a catalog key and its values ({{name}} placeholders, `count` for plurals). */
export type Translate = (key: TranslationKey, values?: Record<string, unknown>) => string;

/** Loads the Bengali face the first time Bangla is shown; English pages never fetch it. */
let fontRequested = false;
function loadBengaliFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void import('./bengali-font.css');
}

function initialise(instance: I18n, language: Language): I18n {
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, bn: { translation: bn } },
    lng: language,
    fallbackLng: 'en',
    // Our catalogs are bundled: init finishes synchronously, so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** One i18next for the app; `startI18n()` runs before the first render, in the language last chosen. */
export const i18n = i18next.createInstance();

export function startI18n(language: Language = storedLanguage()): I18n {
  if (!i18n.isInitialized) initialise(i18n, language);
  else if (i18n.language !== language) void i18n.changeLanguage(language);
  if (language === 'bn') loadBengaliFont();
  document.documentElement.lang = language;
  return i18n;
}

/**
 * The server renders pages for many visitors at once, each in their own language: one instance per language,
 * handed to the page through I18nextProvider, never the app's instance switched back and forth.
 */
const serverInstances = new Map<Language, I18n>();
export function serverI18n(language: Language): I18n {
  let instance = serverInstances.get(language);
  if (!instance) {
    instance = initialise(i18next.createInstance(), language);
    serverInstances.set(language, instance);
  }
  return instance;
}

export function currentLanguage(): Language {
  return i18n.language === 'bn' ? 'bn' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'bn') loadBengaliFont();
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** The translation function and the date/fee/time forms of the language on screen, re-rendering when it changes. */
export function useLanguage(): { t: Translate; language: Language; formats: Formats } {
  const { t, i18n: instance } = useTranslation();
  const language: Language = instance.language === 'bn' ? 'bn' : 'en';
  return { t: t as Translate, language, formats: formatsFor(language) };
}
