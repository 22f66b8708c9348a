import { SERVER_PAGE_ELEMENT_ID, type PageHead, type ServerPagePayload } from '@hospital/contract/server-render';

/**
 * The data a server-rendered page was built from (docs/decisions/0017-server-rendered-public-pages.md), when this
 * document is one and was rendered for the path it shows. A page the service worker answered with the plain shell
 * has none, and the app renders in the browser as before.
 */
export function readServerPage(doc: Document = document): ServerPagePayload | undefined {
  const text = doc.getElementById(SERVER_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const payload = JSON.parse(text) as ServerPagePayload;
    return payload.path === doc.location.pathname ? payload : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts back the head of the plain shell. The server wrote the page's own title and tags into the HTML; pages restore
 * what they found when they are left (src/lib/head.ts), so before the app adopts the page the shell's values go back,
 * and the page sets its own again as it hydrates (in the same frame).
 */
export function restoreShellHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  for (const name of ['description', 'keywords', 'robots'] as const) {
    const value = head[name];
    const tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (value !== undefined && tag) tag.content = value;
  }
}
