import { useId, useState } from 'react';
import { siteConfig } from '@/config/site';

/** docs/product-spec.md §2: the register view has a privacy notice the user can open and close. */
export function PrivacyNotice() {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {open ? 'Hide privacy notice' : 'Read our privacy notice'}
      </button>
      <p id={panelId} hidden={!open} className="mt-2 leading-relaxed text-slate-600">
        {siteConfig.name} uses your name, age, gender, contact number and email only to book and manage your
        appointments and to contact you about them. We never sell your information or share it outside the hospital,
        except where the law requires. You can ask us to correct or delete it at any time.
      </p>
    </div>
  );
}
