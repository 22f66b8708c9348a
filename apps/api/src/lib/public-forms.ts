import type { AppContext } from './context.js';

export const TOO_MANY_FORMS = 'Too many requests from your network. Please try again in a few minutes.';

/**
 * The public forms (registration, callbacks, emergency slot requests) share one per-IP budget
 * (docs/architecture.md §6), so a flood through one of them cannot dodge the limit through another.
 */
export async function hitPublicFormLimit(ctx: AppContext, ip: string): Promise<void> {
  const rules = ctx.config.rateLimits;
  await ctx.limiter.hit(
    `form:${ip}`,
    { limit: rules.publicFormPerIp, windowSeconds: rules.publicFormWindowSeconds },
    TOO_MANY_FORMS,
  );
}
