import type { ComponentProps } from 'react';

type ButtonProps = ComponentProps<'button'> & { variant?: 'primary' | 'secondary' | 'link' };

const variants = {
  primary:
    'w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60',
  secondary:
    'rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60',
  // A 44 px tall tap target even where it reads as a word in a sentence.
  link: 'inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 underline-offset-2 hover:underline',
} as const;

export function Button({ variant = 'primary', type = 'button', className = '', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${variants[variant]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      {...props}
    />
  );
}
