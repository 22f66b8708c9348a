/**
 * English, the default: the spec's words exactly (docs/product-spec.md). Keys are grouped by screen; every key here
 * must have its Bangla in bn.ts (the type there makes a missing one fail `npm test`).
 */
import { pagesEn } from './en/pages';
import { publicEn } from './en/public';
import { visitEn } from './en/visit';

export const en = {
  ...publicEn,
  ...pagesEn,
  ...visitEn,
  language: {
    switchLabel: 'Language',
    switchTo: 'বাংলা',
    switchToLabel: 'Switch to Bangla',
  },
};
