import { useLanguage, type GroupWith } from '@/i18n/i18n';
import { TextField } from './text-field';

type SearchFieldProps = {
  /** The catalog group holding the box's `searchLabel` and `searchPlaceholder`. */
  words: GroupWith<'searchLabel' | 'searchPlaceholder'>;
  value: string;
  onChange: (value: string) => void;
};

/** A list's search box: a labelled search input the browser does not fill from earlier entries. */
export function SearchField({ words, value, onChange }: SearchFieldProps) {
  const { t } = useLanguage();
  return (
    <TextField
      label={t(`${words}.searchLabel`)}
      type="search"
      placeholder={t(`${words}.searchPlaceholder`)}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
