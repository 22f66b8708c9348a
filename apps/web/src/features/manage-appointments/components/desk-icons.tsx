import { strokeIcon } from '@/components/ui/icons';

// The screen's own stroke icons, in the shared frame of components/ui/icons so nothing is fetched. Decorative: every
// button that shows one also has a text name.
export const ChevronLeftIcon = strokeIcon(<path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = strokeIcon(<path d="m9 18 6-6-6-6" />);

export const PrinterIcon = strokeIcon(
  <>
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </>,
);

export const ReloadIcon = strokeIcon(
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);

export const PlusIcon = strokeIcon(<path d="M12 5v14M5 12h14" />);

export const CalendarIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

export const CheckIcon = strokeIcon(<path d="M20 6 9 17l-5-5" />);
