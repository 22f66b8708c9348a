import { isLanguage, type Language } from '@hospital/contract/format-bn';

/**
 * The chosen language lives in localStorage (the app) and a cookie (so the server renders and answers in it
 * before any script runs); `<html lang>` follows it. English when nothing was chosen.
 */
const STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked (private mode on some phones): fall through to the cookie
  }
  const cookie = /(?:^|;\s*)lang=(en|bn)(?:;|$)/.exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : 'en';
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the cookie below still carries it
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = language;
}
