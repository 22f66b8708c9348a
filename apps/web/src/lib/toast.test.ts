import { expect, it, vi } from 'vitest';

// The test setup loads sonner for every other test; here each test gets fresh modules, with sonner not yet there.
async function freshToasts() {
  vi.resetModules();
  const app = await import('./toast');
  const sonner = await import('sonner');
  return { app, sonner };
}

it('when toasts are asked for before sonner is loaded, then sonner gets them in order once it is, under the ids the caller was given', async () => {
  const { app, sonner } = await freshToasts();
  const shown: unknown[][] = [];
  vi.spyOn(sonner.toast, 'loading').mockImplementation((...args) => (shown.push(['loading', ...args]), 'x'));
  vi.spyOn(sonner.toast, 'success').mockImplementation((...args) => (shown.push(['success', ...args]), 'x'));
  vi.spyOn(sonner.toast, 'error').mockImplementation((...args) => (shown.push(['error', ...args]), 'x'));

  const id = app.toast.loading('Saving...');
  app.toast.success('Saved', { id, duration: 2000 });
  app.toast.error('Cannot reach the server.', { id: 'Cannot reach the server.', duration: 6000 });
  expect(shown).toEqual([]);

  await app.loadToasts();
  expect(shown).toEqual([
    ['loading', 'Saving...', { id }],
    ['success', 'Saved', { id, duration: 2000 }],
    ['error', 'Cannot reach the server.', { id: 'Cannot reach the server.', duration: 6000 }],
  ]);
});

it('when sonner is loaded, then a toast goes straight to it with the same arguments and its id comes back', async () => {
  const { app, sonner } = await freshToasts();
  await app.loadToasts();
  const error = vi.spyOn(sonner.toast, 'error').mockReturnValue('sonner-id');
  expect(app.toast.error('Invalid email or password', { duration: 6000 })).toBe('sonner-id');
  expect(error).toHaveBeenCalledWith('Invalid email or password', { duration: 6000 });
});
