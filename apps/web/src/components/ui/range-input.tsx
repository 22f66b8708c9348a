import type { ComponentProps } from 'react';

type RangeInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number;
  onChange: (value: number) => void;
};

/** A slider 44 px tall (the thumb's tap target), in the brand's colour; it hands back the number, not the event. */
export function RangeInput({ onChange, className = '', ...props }: RangeInputProps) {
  return (
    <input
      type="range"
      onChange={(event) => onChange(event.target.valueAsNumber)}
      className={`h-11 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed ${className}`}
      {...props}
    />
  );
}
