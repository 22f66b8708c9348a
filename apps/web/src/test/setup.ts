import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout: React Router's scroll restoration calls scrollTo, which jsdom only reports as unimplemented.
window.scrollTo = () => {};
