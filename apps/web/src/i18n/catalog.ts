import type { en } from './locales/en';

/** The shape every language's catalog must fill: the same keys as English, each a string. */
export type Catalog = { [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string } };
