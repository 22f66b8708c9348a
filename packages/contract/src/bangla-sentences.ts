import { formatsFor, toBengaliDigits } from './format-bn.js';
import { CONSULTATION_METHOD_LABELS, type ConsultationMethod, type Role } from './lists.js';

/**
 * Bangla for the sentences the product answers with, keyed by the English exactly as the code says it.
 * The English stays the one source: code keeps throwing and returning its English sentences, and whoever answers a
 * Bangla reader looks each one up here, so a new sentence needs one dictionary entry and no change where it is said.
 *
 * A sentence with values is a template: its key names each value by kind in braces, and the Bangla uses the same
 * names, e.g. 'The doctor is on leave on {date}. Please choose another date.' The kind says how the value is found
 * in the English and how it is written in Bangla (a date '1st Jan, 2025' becomes '১ জানুয়ারি, ২০২৫'). Two values of
 * one kind are told apart by a digit: {count} and {count2}.
 */
export type BanglaText = string | ((values: Readonly<Record<string, string>>) => string);

/** English sentence (or template) -> its Bangla. */
export type SentenceBook = Readonly<Record<string, BanglaText>>;

/** What an appointment, payment or request state is called in a Bangla sentence. */
export const BANGLA_STATES: Readonly<Record<string, string>> = {
  pending: 'অপেক্ষমাণ',
  done: 'সম্পন্ন',
  cancelled: 'বাতিল',
  paid: 'পরিশোধিত',
  unpaid: 'অপরিশোধিত',
  failed: 'ব্যর্থ',
  approved: 'অনুমোদিত',
  rejected: 'বাতিল',
};

/** How a consultation happens, said as "by which means" ('ভিডিও কলে'), keyed by the English label. */
export const BANGLA_CONSULTATION_MEANS: Readonly<Record<string, string>> = {
  [CONSULTATION_METHOD_LABELS['hospital visit']]: 'হাসপাতালে সরাসরি',
  [CONSULTATION_METHOD_LABELS.video]: 'ভিডিও কলে',
  [CONSULTATION_METHOD_LABELS.audio]: 'অডিও কলে',
  [CONSULTATION_METHOD_LABELS.chat]: 'চ্যাটে',
} satisfies Record<(typeof CONSULTATION_METHOD_LABELS)[ConsultationMethod], string>;

/** The account roles as staff call them. */
export const BANGLA_ROLES: Readonly<Record<Role, string>> = {
  patient: 'রোগী',
  doctor: 'ডাক্তার',
  attendant: 'অ্যাটেনডেন্ট',
  marketer: 'মার্কেটার',
  pharmacist: 'ফার্মাসিস্ট',
  deliveryboy: 'ডেলিভারি কর্মী',
  admin: 'অ্যাডমিন',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const bangla = formatsFor('bn');

const alternatives = (words: Iterable<string>) =>
  [...words].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** A kind of value: how it looks inside the English sentence, and how it is written in Bangla. */
type Kind = {
  pattern: string;
  toBangla(english: string, translate: (sentence: string) => string | undefined): string | undefined;
};

const asWritten: Kind['toBangla'] = (english) => english;

const KINDS: Readonly<Record<string, Kind>> = {
  /** A date as formatDisplayDate writes it: '1st Jan, 2025'. */
  date: {
    pattern: `\\d{1,2}(?:st|nd|rd|th) (?:${MONTHS.join('|')}), \\d{4}`,
    toBangla(english) {
      const [, day, month, year] = /^(\d{1,2})\D+ (\w{3}), (\d{4})$/.exec(english)!;
      const iso = `${year}-${String(MONTHS.indexOf(month as (typeof MONTHS)[number]) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
      return bangla.date(iso);
    },
  },
  /** A whole number: a count, a serial, a limit. */
  count: { pattern: '\\d+', toBangla: (english) => toBengaliDigits(english) },
  /** An amount of money in digits, maybe grouped: '1,500'. */
  amount: { pattern: '\\d[\\d,]*', toBangla: (english) => toBengaliDigits(english) },
  /** A person's or a place's name, as entered: kept. */
  name: { pattern: '.+?', toBangla: asWritten },
  /** Any other text the sentence quotes (a type name, a list of options): kept. */
  text: { pattern: '.+?', toBangla: asWritten },
  /** An email address: kept. */
  email: { pattern: '\\S+', toBangla: asWritten },
  /** A state: 'cancelled' -> 'বাতিল'. */
  status: { pattern: alternatives(Object.keys(BANGLA_STATES)), toBangla: (english) => BANGLA_STATES[english] },
  /** A consultation method's label: 'Video' -> 'ভিডিও কলে'. */
  method: {
    pattern: alternatives(Object.keys(BANGLA_CONSULTATION_MEANS)),
    toBangla: (english) => BANGLA_CONSULTATION_MEANS[english],
  },
  /** Another sentence of the books, translated in turn (a reason quoted inside a sentence). */
  sentence: { pattern: '.+', toBangla: (english, translate) => translate(english) },
};

const PLACEHOLDER = /\{([a-z]+)(\d*)\}/g;
const HAS_PLACEHOLDER = /\{[a-z]+\d*\}/;

type Template = { english: string; matcher: RegExp; names: string[]; kinds: Kind[]; bangla: BanglaText };

function compile(english: string, text: BanglaText): Template {
  const names: string[] = [];
  const kinds: Kind[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const kind = KINDS[match[1]!];
    if (!kind) throw new Error(`"${english}": {${match[1]}} is not a kind of value (${Object.keys(KINDS).join(', ')})`);
    if (names.includes(match[0])) throw new Error(`"${english}": ${match[0]} appears twice; number the second one`);
    source += english.slice(last, match.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + `(${kind.pattern})`;
    last = match.index + match[0].length;
    names.push(match[0]);
    kinds.push(kind);
  }
  source += english.slice(last).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (typeof text === 'string') {
    for (const used of text.match(PLACEHOLDER) ?? []) {
      if (!names.includes(used))
        throw new Error(`"${english}": its Bangla uses ${used}, which the English does not have`);
    }
  }
  return { english, matcher: new RegExp(`^${source}$`, 's'), names, kinds, bangla: text };
}

/** `{}` for every value: the shape of a template whatever its values are called ('Serial number {}.'). */
export function skeletonOf(sentence: string): string {
  return sentence.replace(PLACEHOLDER, '{}');
}

export type Translator = {
  /** The Bangla of an English sentence; undefined when no book has it (the caller then answers in English). */
  bangla(sentence: string): string | undefined;
  /** Every English key of the books, templates with their values blanked ('Serial number {}.'). */
  readonly skeletons: ReadonlySet<string>;
};

/**
 * One translator over several books (the contract's and an app's). A sentence found as it is wins; otherwise the
 * first template it fits. An English key in two books is refused, so nobody overrides another's words by accident.
 */
export function sentenceTranslator(...books: SentenceBook[]): Translator {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const skeletons = new Set<string>();
  for (const book of books) {
    for (const [english, text] of Object.entries(book)) {
      if (skeletons.has(skeletonOf(english))) throw new Error(`"${english}" has Bangla in two books`);
      skeletons.add(skeletonOf(english));
      if (typeof text === 'string' && !HAS_PLACEHOLDER.test(english)) exact.set(english, text);
      else templates.push(compile(english, text));
    }
  }

  const translate = (sentence: string): string | undefined => {
    const found = exact.get(sentence);
    if (found !== undefined) return found;
    // A template whose values cannot all be said in Bangla does not fit: the next one may ('Serial {count}
    // skipped. {sentence}' gives way to 'Serial {count} skipped. No one else is waiting.').
    templates: for (const template of templates) {
      const match = template.matcher.exec(sentence);
      if (!match) continue;
      const values: Record<string, string> = {};
      for (const [i, name] of template.names.entries()) {
        const value = template.kinds[i]!.toBangla(match[i + 1]!, translate);
        if (value === undefined) continue templates;
        values[name.slice(1, -1)] = value;
      }
      return typeof template.bangla === 'function'
        ? template.bangla(values)
        : template.bangla.replace(PLACEHOLDER, (placeholder) => values[placeholder.slice(1, -1)]!);
    }
    return undefined;
  };
  return { bangla: translate, skeletons };
}
