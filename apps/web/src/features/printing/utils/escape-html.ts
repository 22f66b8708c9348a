const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Every value put into a printed page goes through this: names and briefs are typed by patients and staff, and the
 * frame shares the app's origin, so markup in them must print as text, never run or style the page.
 */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
