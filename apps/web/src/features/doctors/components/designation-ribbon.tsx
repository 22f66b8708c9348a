import { PROFESSOR_DESIGNATIONS } from '@hospital/contract/lists';
import { useLanguage } from '@/i18n/i18n';
import { designationName } from '@/i18n/listed-words';

const isProfessorLevel = (designation: string) => (PROFESSOR_DESIGNATIONS as readonly string[]).includes(designation);

/**
 * docs/product-spec.md §4: professor-level designations get a label over the photo. Hidden from screen readers: the card's text
 * already reads the designation out, and hearing it twice adds nothing.
 */
export function DesignationRibbon({ designation }: { designation: string }) {
  const { t } = useLanguage();
  if (!isProfessorLevel(designation)) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute inset-x-0 bottom-0 bg-brand-900/85 px-2 py-1 text-center text-[11px] font-semibold tracking-wide text-white uppercase"
    >
      {designationName(designation, t)}
    </span>
  );
}
