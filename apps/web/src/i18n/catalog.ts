import type { en } from './locales/en';

/** The shape a translation of `English` must fill: the same groups and keys, each a string. */
export type Translation<English> = { [Group in keyof English]: { [Key in keyof English[Group]]: string } };

/** The shape every language's catalog must fill: the same keys as English, each a string. */
export type Catalog = Translation<typeof en>;
