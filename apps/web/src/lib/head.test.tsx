import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useDocumentHead, type DocumentHead } from './head';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

function Page(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

beforeEach(() => {
  // What index.html ships for the home page. (The title after innerHTML: innerHTML would drop its <title> element.)
  document.head.innerHTML =
    '<meta name="description" content="Home description"><meta name="robots" content="index,follow">';
  document.title = 'Home title';
});

afterEach(() => {
  document.head.innerHTML = '';
});

it('when a page sets its head, then the existing tags are updated in place, not duplicated', () => {
  render(<Page title="Privacy Policy" description="About your data" robots="noindex" />);

  expect(document.title).toBe('Privacy Policy');
  expect(meta('description')?.content).toBe('About your data');
  expect(meta('robots')?.content).toBe('noindex');
  expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
});

it('when the page goes away, then the title and tags it changed are restored and the ones it added are removed', () => {
  const { unmount } = render(<Page title="Add Family" keywords="family" robots="noindex" />);
  expect(meta('keywords')?.content).toBe('family');

  unmount();

  expect(document.title).toBe('Home title');
  expect(meta('robots')?.content).toBe('index,follow');
  expect(meta('description')?.content).toBe('Home description');
  expect(meta('keywords')).toBeNull();
});

it('when one page replaces another, then the second one’s head wins and leaving it restores the original', () => {
  const { rerender, unmount } = render(<Page key="a" title="A" robots="noindex" />);
  rerender(<Page key="b" title="B" description="Bee" />);

  expect(document.title).toBe('B');
  expect(meta('robots')?.content).toBe('index,follow');
  expect(meta('description')?.content).toBe('Bee');

  unmount();
  expect(document.title).toBe('Home title');
  expect(meta('description')?.content).toBe('Home description');
});
