type LogoProps = { className?: string; title?: string };

/** The hospital mark: a cross inside a heart-shaped leaf, drawn here so nothing is fetched. */
export function Logo({ className = 'size-9', title }: LogoProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="48" height="48" rx="12" fill="#0f766e" />
      <path
        d="M24 39s-13-7.6-13-17.2C11 16.4 15 13 19.2 13c2.3 0 3.8 1 4.8 2.4 1-1.4 2.5-2.4 4.8-2.4C33 13 37 16.4 37 21.8 37 31.4 24 39 24 39z"
        fill="#ccfbf1"
      />
      <path d="M21.5 18.5h5v5h5v5h-5v5h-5v-5h-5v-5h5z" fill="#dc2626" />
    </svg>
  );
}
