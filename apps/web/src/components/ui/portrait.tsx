type PortraitProps = {
  src: string;
  /** The intrinsic size in CSS pixels, so the box is reserved before the photo arrives (no layout shift). */
  size: number;
  className: string;
  /** Below the fold: load when scrolled near, decode off the main thread. */
  lazy?: boolean;
};

/** A square photo of someone whose name stands beside it, hence decorative (`alt=""`). */
export function Portrait({ src, size, className, lazy = false }: PortraitProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}
