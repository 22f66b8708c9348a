import { siteConfig } from '@/config/site';
import { FACILITY_ICONS } from './facility-icons';
import { useLanguage } from '@/i18n/i18n';
import { Icon } from '@/components/ui/icons';
import { HomeSection } from './home-section';

/** docs/product-spec.md §1/§9: the facilities strip, one round icon tile per facility. */
export function FacilitiesStrip() {
  const { t } = useLanguage();
  return (
    <HomeSection heading="home.facilities" className="render-when-near pt-14">
      {/* Wrapping flex rather than a grid, so a short last row is centred under the others. */}
      <ul className="mx-auto mt-8 flex max-w-5xl flex-wrap justify-center gap-x-2 gap-y-6">
        {siteConfig.facilities.map((facility) => (
          <li key={facility} className="flex w-24 flex-col items-center gap-2 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
              <Icon strokeWidth={1.7} className="size-7">
                {FACILITY_ICONS[facility]}
              </Icon>
            </span>
            <span className="text-xs font-medium text-slate-700 sm:text-sm">{t(`facility.${facility}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
