/**
 * In the browser the API writes its settings into the page as `<meta name>` tags (apps/api/src/plugins/web-app.ts).
 * When the same code renders a page on the server there is no document to read them from: the renderer hands the
 * same name/value pairs over here once, before any module that reads them is loaded (src/entry-server.tsx).
 */
let serverMeta: Readonly<Record<string, string>> | undefined;

export function setServerMeta(values: Readonly<Record<string, string>>): void {
  serverMeta = values;
}

export function serverMetaValue(name: string): string | undefined {
  return serverMeta?.[name];
}
