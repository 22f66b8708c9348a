import { z } from 'zod';

// The API's response shapes (docs/architecture.md §2). The web app reads `errorSources` to toast each message
// (docs/product-spec.md §8), so a validation failure must carry the spec's message for every failing field.

export const errorSourceSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorSource = z.infer<typeof errorSourceSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  message: z.string(),
  errorSources: z.array(errorSourceSchema),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    statusCode: z.number().int(),
    message: z.string(),
    data: dataSchema,
  });
}

export interface SuccessEnvelope<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
}

/** Lists that carry totals nest them beside the items: the web app reads `data.data` and `data.meta`. */
export function listWithMeta<TItem extends z.ZodType, TMeta extends z.ZodType>(itemSchema: TItem, metaSchema: TMeta) {
  return z.object({ data: z.array(itemSchema), meta: metaSchema });
}

/**
 * One error source per issue, path joined with dots ('updatedInfo.age'), in zod's order, so the first
 * source is the message the form would show first (docs/product-spec.md §5: the first message is toasted).
 */
export function toErrorSources(error: z.ZodError): ErrorSource[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The message a form toasts when validation fails (docs/product-spec.md §5), or undefined when there is none. */
export function firstErrorMessage(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}
