/**
 * The identity stand-in's pages, rendered on the server as Entra ID's are: the sign-in form (e-mail
 * and password), the account picker, the sign-out picker, "You signed out" and an error page. Every
 * text that comes from the request is escaped. Forms post back to the page's own URL.
 */
import type { WorkplaceAccount } from '../identity/tokens';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f6;font-family:system-ui,sans-serif;color:#1b1f24}
main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 2px 12px #0002;width:min(420px,90vw)}
.brand{font-weight:600;color:#0067b8;margin:0 0 16px}h1{font-size:1.4rem;margin:0 0 16px}
label{display:block;margin:12px 0 4px}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{font:inherit;padding:8px 16px;margin-top:16px;cursor:pointer}.primary{background:#0067b8;color:#fff;border:0}
.account{display:block;width:100%;text-align:left;background:#f5f7fa;border:1px solid #ccd;margin-top:8px}
.error{color:#b3261e}.note{color:#555;font-size:.85rem;margin-top:24px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="brand">Workplace sign-in</p>${body}<p class="note">Workplace identity stand-in for the portal's tests: it answers as Microsoft Entra ID does.</p></main></body></html>`;
}

export function signInPage(loginHint: string, error: string | null): string {
  return page(
    'Sign in to your account',
    `<h1>Sign in</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><input type="hidden" name="action" value="sign-in">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(loginHint)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in</button></form>`,
  );
}

export function pickAccountPage(account: WorkplaceAccount): string {
  return page(
    'Pick an account',
    `<h1>Pick an account</h1><form method="post">
<button class="account" type="submit" name="action" value="pick">${escapeHtml(account.name)}<br><small>${escapeHtml(account.email)}</small></button>
<button class="account" type="submit" name="action" value="another">Use another account</button></form>`,
  );
}

export function signOutPickerPage(account: WorkplaceAccount): string {
  return page(
    'Pick an account to sign out',
    `<h1>Which account do you want to sign out of?</h1><form method="post">
<button class="account" type="submit" name="action" value="sign-out">${escapeHtml(account.name)}<br><small>${escapeHtml(account.email)}</small></button></form>`,
  );
}

export function signedOutPage(): string {
  return page(
    'Signed out',
    "<h1>You signed out of your account</h1><p>It's a good idea to close all browser windows.</p>",
  );
}

export function errorPage(message: string): string {
  return page('Sign-in request refused', `<h1>Sign-in request refused</h1><p class="error">${escapeHtml(message)}</p>`);
}
