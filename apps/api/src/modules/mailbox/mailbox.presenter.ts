import type { Mail } from '@platform/contracts/mailbox';
import type { TFunction } from 'i18next';
import { toSeconds } from '../../lib/clock';
import { escapeHtml } from '../../lib/html';
import type { Lang } from '../../lib/i18n';
import type { MailRow } from './mailbox.repository';

export function presentMail(row: MailRow): Mail {
  return { to: row.to, subject: row.subject, text: row.text, created_at: toSeconds(row.createdAt) };
}

/** A plain, accessible page: no script and no inline style, so the strict CSP holds. */
export function renderMailboxPage(mails: MailRow[], lang: Lang, t: TFunction): string {
  const items = mails.map((mail) => {
    const sentAt = mail.createdAt.toISOString();
    return `<li><article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>${escapeHtml(t('mailbox.to'))}: ${escapeHtml(mail.to)} · ${escapeHtml(t('mailbox.sentAt'))}: <time datetime="${sentAt}">${sentAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article></li>`;
  });
  const list =
    items.length > 0
      ? `<ol>\n${items.join('\n')}\n</ol>`
      : `<p>${escapeHtml(t('mailbox.empty'))}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('mailbox.title'))}</title>
</head>
<body>
<main>
<h1>${escapeHtml(t('mailbox.title'))}</h1>
<p>${escapeHtml(t('mailbox.intro'))} <a href="/dev/mailbox.json">${escapeHtml(t('mailbox.json'))}</a></p>
${list}
</main>
</body>
</html>
`;
}
