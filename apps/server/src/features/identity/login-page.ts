import { translate, type Language } from '@netlens/core';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const Styles = `body{margin:0;font-family:"Segoe UI",system-ui,sans-serif;background:#f5f5f5;color:#242424}
main{max-width:360px;margin:10vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.14)}
h1{font-size:20px;font-weight:600;margin:0 0 8px}p{margin:0 0 16px;font-size:14px;line-height:20px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input[type=text],input[type=password]{box-sizing:border-box;width:100%;padding:6px 10px;font-size:14px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px}
input:focus{outline:2px solid #0f6cbd;outline-offset:1px}
button{margin-top:20px;width:100%;padding:8px;font-size:14px;font-weight:600;color:#fff;background:#0f6cbd;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#115ea3}button:focus-visible{outline:2px solid #000;outline-offset:2px}
.error{color:#b10e1c;background:#fdf3f4;border:1px solid #eeacb2;padding:8px 12px;border-radius:4px}
@media (max-width:480px){main{margin:24px 12px;padding:24px}}`;

/**
 * The embedded provider's sign-in form (server-rendered; every value escaped, no script).
 * Posts the account to the pending sign-in's address (`action`).
 */
export function loginPage(opts: {
  lang: Language;
  action: string;
  username?: string;
  error?: string;
}): string {
  const t = (key: string) => escapeHtml(translate(opts.lang, `identity.provider.${key}`));
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html><html lang="${escapeHtml(opts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('title')}</title>
<style>${Styles}</style></head><body><main><h1>${t('title')}</h1><p>${t('intro')}</p>${error}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="username">${t('username')}</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(opts.username ?? '')}">
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('submit')}</button></form></main></body></html>`;
}

/** A plain error page of the provider (a request that must not be redirected back). */
export function providerErrorPage(lang: Language, detail: string): string {
  const title = escapeHtml(translate(lang, 'identity.provider.errorTitle'));
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${title}</title>
<style>${Styles}</style></head><body><main><h1>${title}</h1><p class="error">${escapeHtml(detail)}</p></main></body></html>`;
}
