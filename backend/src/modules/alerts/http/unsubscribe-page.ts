import { escapeHtml } from '../../../shared/infrastructure/sandbox/sandbox-page.js';

/**
 * The page the email's unsubscribe link answers: plain HTML, no script, readable at 375 px, with the
 * way back to the site. `eventTitle` null: the link was not valid.
 */
export function unsubscribePage(message: string, eventTitle: string | null): string {
  const heading = eventTitle === null ? message : 'Ticket alert stopped';
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} | TicketSetu</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;overflow-wrap:anywhere}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1rem}
a{color:#0b57d0}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${eventTitle === null ? '<p>Open Your Tickets on TicketSetu to see and remove your alerts.</p>' : `<p>${escapeHtml(message)}: ${escapeHtml(eventTitle)}.</p>`}
<p><a href="/tickets?tab=purchases">Your ticket alerts</a> · <a href="/">TicketSetu home</a></p>
</main>
</body>
</html>`;
}
