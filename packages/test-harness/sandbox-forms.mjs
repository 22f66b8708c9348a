// @ts-check

/**
 * The forms of the API's sandbox payment page as a browser sees them: each button's action and hidden fields,
 * with the HTML escapes undone as a browser undoes them. Shared by the API's tests and the system tests.
 * @param {string} page
 * @returns {import('./sandbox-forms.d.mts').SandboxForm[]}
 */
export function sandboxForms(page) {
  return [...page.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => ({
    action: unescapeHtml(action ?? ''),
    fields: Object.fromEntries(
      [...(inner ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [
        unescapeHtml(n ?? ''),
        unescapeHtml(v ?? ''),
      ]),
    ),
  }));
}

/** @param {string} text */
const unescapeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
