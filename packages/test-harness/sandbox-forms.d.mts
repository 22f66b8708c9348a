export type SandboxForm = { action: string; fields: Record<string, string> };

/** The forms of the API's sandbox payment page as a browser sees them: each button's action and hidden fields. */
export function sandboxForms(page: string): SandboxForm[];
