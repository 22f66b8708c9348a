import { escapeHtml } from './escape-html';

// Shared by every printable: A4 portrait with 8 mm margins (docs/product-spec.md §2, §9), black on white, the system fonts the app
// uses (fonts-beng covers Bengali on Debian; phones have their own).
const BASE_STYLE = `
@page { size: A4 portrait; margin: 8mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font: 10.5pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", Arial, sans-serif; color: #000; background: #fff; }
h1, h2, h3, p { margin: 0; }
`;

/**
 * A complete printable HTML document. Styles go in one <style> element and there is no script: the frame inherits
 * the site's CSP (style-src allows inline styles, script-src allows only the app's own files), and the app calls
 * print() on the frame itself.
 */
export function printDocument(title: string, style: string, body: string, language: 'en' | 'bn' = 'en'): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${style}</style>
</head>
<body>
${body}
</body>
</html>`;
}
