import type { MedicineHit } from '@hospital/contract/medicines';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { useLazySearchMedicinesQuery } from '../api/search-medicines';

/** The pause after a keystroke before the formulary is asked: short, so matches follow the typing. */
export const SEARCH_DELAY_MS = 150;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; q: string }
  | { kind: 'done'; q: string; matches: MedicineHit[] }
  | { kind: 'failed'; q: string };

type MedicineSearchProps = {
  onPick: (medicine: MedicineHit) => void;
  onFreeText: (name: string) => void;
  disabled?: boolean;
};

/**
 * The formulary search as a combobox (WAI-ARIA 1.2, list autocomplete): the doctor types a brand or a generic, the
 * matches list under the box, arrow keys move through them, Enter adds the one marked, Escape closes the list. The
 * last option adds what was typed as free text, for a medicine the formulary does not hold. Each keystroke cancels the
 * search still running for the previous one, so an old answer never replaces a newer one.
 */
export function MedicineSearch({ onPick, onFreeText, disabled }: MedicineSearchProps) {
  const { t, formats } = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [search] = useLazySearchMedicinesQuery();
  const running = useRef<{ abort: () => void } | null>(null);

  const q = text.trim();
  useEffect(() => {
    if (q === '') return;
    const timer = setTimeout(() => {
      running.current?.abort();
      const request = search(q);
      running.current = request;
      setState({ kind: 'searching', q });
      request
        .unwrap()
        .then((matches) => setState({ kind: 'done', q, matches }))
        .catch((error: unknown) => {
          // Superseded by a newer keystroke: that search answers instead.
          if ((error as { name?: string } | undefined)?.name === 'AbortError' || running.current !== request) return;
          setState({ kind: 'failed', q });
        });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, search]);
  useEffect(() => () => running.current?.abort(), []);

  const matches = state.kind === 'done' && state.q === q ? state.matches : [];
  const options: ({ kind: 'medicine'; medicine: MedicineHit } | { kind: 'free' })[] =
    q === ''
      ? []
      : [...matches.map((medicine) => ({ kind: 'medicine' as const, medicine })), { kind: 'free' as const }];
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'medicine') onPick(option.medicine);
    else onFreeText(q);
    setText('');
    setActive(-1);
    setOpen(false);
    setState({ kind: 'idle' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (options.length === 0 ? -1 : (current + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (options.length === 0 ? -1 : current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      // Enter in the box never submits anything else: it adds the marked option, or the first match.
      event.preventDefault();
      if (expanded) choose(activeIndex >= 0 ? activeIndex : 0);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const announcement =
    q === ''
      ? ''
      : state.kind === 'searching' || (state.kind === 'done' && state.q !== q)
        ? t('rxEditor.searching')
        : state.kind === 'failed'
          ? t('rxEditor.searchFailed')
          : state.kind === 'done'
            ? matches.length === 0
              ? t('rxEditor.noMatches', { q })
              : t('rxEditor.matchCount', { count: matches.length, n: formats.number(matches.length) })
            : '';

  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-slate-700">
        {t('rxEditor.searchLabel')}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={text}
          placeholder={t('rxEditor.searchPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            setOpen(true);
            // On a phone the keyboard takes half the screen: the box moves to the top so its matches show under it.
            if (window.matchMedia?.('(max-width: 1023px)').matches)
              event.currentTarget.scrollIntoView?.({ block: 'start' });
          }}
          onBlur={() => setOpen(false)}
          className="block min-h-12 w-full scroll-mt-20 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-slate-600">
          {open ? announcement : ''}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('rxEditor.searchLabel')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 max-h-[60dvh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.kind === 'medicine' ? option.medicine._id : 'free-text'}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the box, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2.5 ${index === activeIndex ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : ''}`}
            >
              {option.kind === 'medicine' ? (
                <MatchLabel medicine={option.medicine} />
              ) : (
                <span className="font-medium text-brand-800">{t('rxEditor.addFreeText', { name: q })}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Brand, strength and form first (what the doctor looks for), then the generic and the maker. */
function MatchLabel({ medicine }: { medicine: MedicineHit }) {
  const { t } = useLanguage();
  return (
    <span className="block">
      <span className="font-semibold text-slate-900">
        {medicine.brand} {medicine.strength}
      </span>{' '}
      <span className="text-slate-700">{t(`medicineForm.${medicine.form}`)}</span>
      <span className="block text-sm text-slate-600">
        {medicine.generic}
        {medicine.manufacturer && ` · ${medicine.manufacturer}`}
      </span>
    </span>
  );
}
