import { startBuiltApi, type ApiProcess, type StartOptions } from '@hospital/test-harness';

export { freePort, ROOT, type ApiProcess } from '@hospital/test-harness';

/** A secret of 64 hex characters, shared by every API process of a test so tokens minted here are accepted. */
export const JWT_SECRET = 'system-tests-secret-0123456789abcdef0123456789abcdef0123456789ab';

/** The built API with this suite's secret and no demo data (the tests make their own). */
export function startApi(options: StartOptions & { env: Record<string, string> }): Promise<ApiProcess> {
  return startBuiltApi({ ...options, env: { JWT_SECRET, SEED_DEMO: 'false', ...options.env } });
}

/** Runs `work` against an API started for it, and stops the API whatever `work` does. */
export async function withApi<T>(
  options: StartOptions & { env: Record<string, string> },
  work: (api: ApiProcess) => Promise<T>,
): Promise<T> {
  const api = await startApi(options);
  try {
    return await work(api);
  } finally {
    await api.stop();
  }
}
