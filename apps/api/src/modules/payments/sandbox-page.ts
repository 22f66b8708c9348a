import { formatFeeTaka } from '@hospital/contract/format';
import type { SandboxAction, SandboxTransaction } from './sandbox-gateway.js';

export const SANDBOX_CSS_PATH = '/api/v1/payments/sandbox.css';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Plain HTML with a served stylesheet: the CSP allows no inline script (`script-src 'self'`) and forms
 * may only post to our origin (`form-action 'self'`), so each button is its own form posting the signed
 * callback fields to the sandbox, which answers with a 307 to the callback URL.
 */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main class="card">
<p class="badge">Payment sandbox: no money moves</p>
${body}
</main>
</body>
</html>
`;
}

function actionForm(
  row: SandboxTransaction,
  action: SandboxAction,
  label: string,
  fields: Record<string, string>,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const target = `/api/v1/payments/sandbox/${encodeURIComponent(row.tranId)}/${action}`;
  return `<form method="post" action="${escapeHtml(target)}">
${inputs}
<button type="submit" class="button ${action}">${escapeHtml(label)}</button>
</form>`;
}

export function paymentPage(
  row: SandboxTransaction,
  fieldsFor: (action: SandboxAction) => Record<string, string>,
): string {
  const taka = formatFeeTaka(Math.round(Number(row.amount)));
  const body = `<h1>${escapeHtml(row.storeName)}</h1>
<p class="product">${escapeHtml(row.productName)}</p>
<p class="amount" aria-label="Amount to pay">${escapeHtml(taka)} <span class="currency">${escapeHtml(`${row.amount} ${row.currency}`)}</span></p>
<dl>
<dt>Patient</dt><dd>${escapeHtml(row.customerName)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(row.tranId)}</dd>
</dl>
<div class="actions">
${actionForm(row, 'pay', `Pay ${taka}`, fieldsFor('pay'))}
${actionForm(row, 'fail', 'Fail', fieldsFor('fail'))}
${actionForm(row, 'cancel', 'Cancel', fieldsFor('cancel'))}
</div>
<p class="note">Pay, Fail and Cancel come back to the hospital exactly as SSLCommerz would.</p>`;
  return layout(`Pay ${taka} - ${row.storeName}`, body);
}

export function messagePage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p class="product">${escapeHtml(message)}</p>\n<p><a class="button home" href="/">Go Home</a></p>`,
  );
}

export const SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef4f7;color:#1f2933}
.card{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:24px;box-shadow:0 8px 24px rgba(15,40,60,.12)}
.badge{display:inline-block;margin:0 0 12px;padding:4px 10px;border-radius:999px;background:#fff4d6;color:#7a5200;font-size:.8rem;font-weight:600}
h1{margin:0 0 4px;font-size:1.25rem}
.product{margin:0 0 16px;color:#52606d}
.amount{margin:0 0 16px;font-size:2rem;font-weight:700;color:#0b6e4f}
.currency{display:block;font-size:.85rem;font-weight:400;color:#52606d}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px;font-size:.9rem}
dt{color:#52606d}dd{margin:0;word-break:break-all}
.actions{display:grid;gap:10px}
form{margin:0}
.button{display:block;width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#0b6e4f;color:#fff}
.fail{background:#fde8e8;color:#9b1c1c}
.cancel{background:#e4e7eb;color:#1f2933}
.home{background:#0b6e4f;color:#fff}
.button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
.note{margin:16px 0 0;font-size:.8rem;color:#7b8794}
`;
