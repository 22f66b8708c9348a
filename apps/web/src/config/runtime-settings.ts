import { env, type PaymentOption, type SiteMode } from './env';

export type RuntimeSettings = {
  /** 'demo' shows the demo banner on every page. */
  mode: SiteMode;
  /** 'none' hides every Pay Now (the API refuses POST /payments/init); 'sandbox' labels payments as test payments. */
  payments: PaymentOption;
};

/**
 * How this deployment runs, as the server wrote it into the page. Apart from siteConfig, which holds the hospital's
 * facts: these settings say what the site may promise (real money, or none), and tests swap this one module to
 * see each of them.
 */
export const runtimeSettings: RuntimeSettings = {
  mode: env.siteMode,
  payments: env.payments,
};
