import type { RuntimeSettings } from '@/config/runtime-settings';

// A stand-in for '@/config/runtime-settings', whose values are fixed when the page loads. A test that depends on the
// settings swaps the module for this one and changes them per test:
//   vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));
// The test setup puts the demo's settings back after every test.

const DEMO: RuntimeSettings = { mode: 'demo', payments: 'sandbox' };

export const runtimeSettings: RuntimeSettings = { ...DEMO };

export function setRuntimeSettings(settings: Partial<RuntimeSettings>) {
  Object.assign(runtimeSettings, settings);
}

export function resetRuntimeSettings() {
  Object.assign(runtimeSettings, DEMO);
}
