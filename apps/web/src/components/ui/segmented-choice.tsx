import type { ReactNode } from 'react';
import { ToggleGroup } from './toggle-group';

type SegmentedChoiceProps<Option extends string> = {
  /** The group's name for screen readers (nothing on screen names it). */
  label: string;
  options: readonly Option[];
  /** The option in force: its segment is pressed. */
  value: Option;
  onChange: (option: Option) => void;
  /** What a segment shows. */
  children: (option: Option) => ReactNode;
};

/** One of a few options (a view, a period, a language) as the segments of one tray; exactly one is pressed. */
export function SegmentedChoice<Option extends string>({
  label,
  options,
  value,
  onChange,
  children,
}: SegmentedChoiceProps<Option>) {
  const isPressed = (option: Option) => option === value;
  return (
    <ToggleGroup look="segments" label={label} options={options} isPressed={isPressed} onToggle={onChange}>
      {children}
    </ToggleGroup>
  );
}
