import { useState } from 'react';

/** docs/product-spec.md §3: a default avatar stands in when the reviewer has no photo, or when theirs fails to load. */
export function ReviewerAvatar({ photoUrl }: { photoUrl: string | null }) {
  // Remembers which URL failed, so a different photo (the card re-used for another review) is tried afresh.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photoUrl && photoUrl !== failedUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setFailedUrl(photoUrl)}
        className="size-10 shrink-0 rounded-full bg-slate-200 object-cover"
      />
    );
  }
  return <DefaultAvatar />;
}

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
      <circle cx="20" cy="20" r="20" className="fill-brand-100" />
      <circle cx="20" cy="16" r="7" className="fill-brand-600" />
      <path d="M7 33.5a15 15 0 0 1 26 0A19.9 19.9 0 0 1 20 40a19.9 19.9 0 0 1-13-6.5z" className="fill-brand-600" />
    </svg>
  );
}
