import { Link } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons';
import { siteConfig } from '@/config/site';

/** docs/product-spec.md §2 /received_callback: the confirmation after a callback request. */
export function CallbackReceived() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">We received your request</h1>
      <p className="text-base text-slate-600">
        Thank you. Our team will call you back soon on the number you gave us. Please keep your phone close.
      </p>
      <p className="text-sm text-slate-500">
        Need help right now? Call our hotline{' '}
        <a href={siteConfig.hotlineHref} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2">
          <PhoneIcon className="size-4" />
          {siteConfig.hotline}
        </a>
        .
      </p>
      <Link
        to="/"
        className="mt-2 rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Go Home
      </Link>
    </section>
  );
}
