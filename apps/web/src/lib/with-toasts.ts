import { toast } from './toast';

/** Success toasts show the server's sentence for 2 seconds unless a screen asks for less (docs/product-spec.md §9). */
export const SUCCESS_TOAST_MS = 2000;

/**
 * The one way a screen runs a change the user asked for: a loading toast while it runs, replaced by the server's
 * message when it succeeds; on failure the loading toast just goes, because the API client has already toasted the
 * reason (each errorSources message, or the server's sentence). Resolves to the answer, or undefined on failure.
 */
export async function withToasts<T extends { message: string }>(
  loading: string,
  call: () => Promise<T>,
  successMs: number = SUCCESS_TOAST_MS,
): Promise<T | undefined> {
  const toastId = toast.loading(loading);
  try {
    const response = await call();
    toast.success(response.message, { id: toastId, duration: successMs });
    return response;
  } catch {
    toast.dismiss(toastId);
    return undefined;
  }
}
