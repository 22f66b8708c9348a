import { Link, type LinkProps } from 'react-router';

const PRIMARY =
  'rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A link drawn as the primary button, for an action that is a page to go to; `className` adds its size and place. */
export function ButtonLink({ className = '', ...props }: LinkProps & { className?: string }) {
  return <Link className={`${PRIMARY} ${className}`} {...props} />;
}

const TEXT = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';

/** A link that reads as words (ending a sentence, or on a line of its own): underlined, and 44 px tall to tap. */
export function TextLink({ className = '', ...props }: LinkProps & { className?: string }) {
  return <Link className={`${TEXT} ${className}`} {...props} />;
}
