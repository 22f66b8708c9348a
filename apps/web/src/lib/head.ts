import { createContext, useContext, useLayoutEffect } from 'react';

/** What a page puts in the document head. Leave a field out to keep what the page below it (or index.html) set. */
export type DocumentHead = {
  /** The whole `<title>`, as the page wants it shown (no suffix is added). */
  title: string;
  description?: string;
  keywords?: string;
  /** e.g. 'noindex' on private pages (docs/product-spec.md §1), 'index,follow' on public ones. */
  robots?: string;
};

type MetaName = 'description' | 'keywords' | 'robots';

/**
 * Sets one `<meta name>` and returns how to undo it. index.html ships the home page's tags, so this updates the
 * existing tag in place instead of adding a second one (two `description` tags would confuse crawlers).
 */
function setMeta(name: MetaName, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (tag) {
    const previous = tag.content;
    const existing = tag;
    existing.content = content;
    return () => {
      existing.content = previous;
    };
  }
  tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  document.head.append(tag);
  const created = tag;
  return () => created.remove();
}

/**
 * On the server, effects never run: the renderer provides this to learn the head of the page it rendered (the
 * deepest page's, which renders last), and writes it into the HTML it sends.
 */
export const ServerHeadContext = createContext<((head: DocumentHead) => void) | undefined>(undefined);

/**
 * The one way a page sets its title and meta tags. Everything is restored on unmount, so leaving a `noindex`
 * page never leaves `noindex` behind on the next (public) page.
 * A layout effect, so the title changes in the same frame as the page and screen readers announce the right one.
 */
export function useDocumentHead({ title, description, keywords, robots }: DocumentHead): void {
  useContext(ServerHeadContext)?.({ title, description, keywords, robots });
  useLayoutEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const undo: Array<() => void> = [];
    if (description !== undefined) undo.push(setMeta('description', description));
    if (keywords !== undefined) undo.push(setMeta('keywords', keywords));
    if (robots !== undefined) undo.push(setMeta('robots', robots));
    return () => {
      // Undo in reverse so nested pages unwind in the order they were applied.
      for (const fn of undo.reverse()) fn();
      document.title = previousTitle;
    };
  }, [title, description, keywords, robots]);
}
