import { formatsFor, type Formats, type Language } from '@hospital/contract/format-bn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Catalog } from './catalog';
import { rememberLanguage, storedLanguage } from './language';
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
/** The catalog groups that hold every one of `Keys`: a shared component that needs several words takes their group. */
export type GroupWith<Keys extends string> = {
  [Group in keyof Catalogue & string]: [Keys] extends [GroupKey<Group>] ? Group : never;
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

/**
 * The catalogs this page has. English is bundled (the fallback, and what most visitors read); Bangla is a chunk of its
 * own, fetched before the app first renders in Bangla or switches to it, so an English visit does not download it.
 */
const catalogs: Partial<Record<Language, Catalog>> = { en };
let bnLoading: Promise<void> | undefined;

/** Makes `language`'s catalog available to the app's i18next (already there for English). */
export function loadCatalog(language: Language): Promise<void> {
  if (catalogs[language]) return Promise.resolve();
  bnLoading ??= import('./locales/bn').then(
    ({ bn }) => {
      catalogs.bn = bn;
      if (i18n.isInitialized) i18n.addResourceBundle('bn', 'translation', bn);
    },
    (error: unknown) => {
      // Offline before the service worker had it: the next attempt fetches again.
      bnLoading = undefined;
      throw error;
    },
  );
  return bnLoading;
}

/** i18next on `instance`, in `language`, with the catalogs given (the app's: those loaded so far). */
export function initialise(
  instance: I18n,
  language: Language,
  resources: Partial<Record<Language, Catalog>> = catalogs,
): I18n {
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(resources).map(([lng, translation]) => [lng, { translation }])),
    lng: language,
    fallbackLng: 'en',
    // Our catalogs are in memory once loaded: init finishes synchronously, so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** One i18next for the app; `startI18n()` runs before the first render, in the language last chosen. */
export const i18n = i18next.createInstance();

/**
 * Starts the app's i18next in `language`, its catalog loaded first (English needs no wait: tests and the English
 * page start synchronously).
 */
export function startI18n(language: Language = storedLanguage()): Promise<I18n> {
  if (language === 'bn') loadBengaliFont();
  document.documentElement.lang = language;
  const start = () => {
    if (!i18n.isInitialized) initialise(i18n, language);
    else if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  };
  if (catalogs[language]) return Promise.resolve(start());
  return loadCatalog(language).then(start);
}

export function currentLanguage(): Language {
  return i18n.language === 'bn' ? 'bn' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'bn') loadBengaliFont();
  await loadCatalog(language);
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** The translation function and the date/fee/time forms of the language on screen, re-rendering when it changes. */
export function useLanguage(): { t: Translate; language: Language; formats: Formats } {
  const { t, i18n: instance } = useTranslation();
  const language: Language = instance.language === 'bn' ? 'bn' : 'en';
  return { t: t as Translate, language, formats: formatsFor(language) };
}
