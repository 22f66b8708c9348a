import { siteConfig } from '@/config/site';

/**
 * docs/product-spec.md §2 /patient/current-offers. The spec names the page but no offers and no call that lists them, so it says
 * plainly that there are none rather than showing made-up discounts.
 */
export function CurrentOffers() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Current Offers</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
        <p className="font-semibold text-slate-800">There are no offers running right now.</p>
        <p className="mt-2 text-sm text-slate-600">
          Health check-up packages and seasonal offers appear here. For today&apos;s packages, call{' '}
          <a href={siteConfig.hotlineHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {siteConfig.hotline}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
