/*
 * Helpwire's service worker (issue 14): web push only. It is registered from the notification
 * pages when a person allows browser notifications (never on page load), served by the shell at
 * /sw.js (scope "/", revalidated on every visit; the Content-Security-Policy allows `worker-src 'self'`).
 *
 * A push carries JSON as the notification service sends it: { notificationId, kind, title, body (text),
 * url (this site's address of the notification's link) }; `link` (a path), `bodyHtml` and `language`
 * are read too. A plain text push is shown as the body. The notification shows the title and the body as text; a click
 * focuses a Helpwire tab (moving it to the link) or opens one on the link.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The body as text: a notification shows no markup. */
function textOf(html) {
  return String(html || '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Only a page of this site opens: a path ("/…") or an address on this origin; anything else opens home. */
function inAppLink(link) {
  if (typeof link !== 'string' || link.startsWith('//')) return '/';
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

function readPush(data) {
  if (!data) return { title: 'Helpwire', body: '' };
  try {
    const json = data.json();
    return {
      title: json.title || 'Helpwire',
      body: textOf(json.body ?? json.bodyHtml),
      link: inAppLink(json.link ?? json.url),
      tag: json.notificationId,
      lang: json.language,
    };
  } catch {
    return { title: 'Helpwire', body: textOf(data.text()) };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  const rtl = push.lang === 'ar' || push.lang === 'ur' || push.lang === 'fa' || push.lang === 'he';
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      lang: push.lang,
      dir: push.lang ? (rtl ? 'rtl' : 'ltr') : 'auto',
      icon: '/favicon.svg',
      data: { link: push.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(inAppLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target && 'navigate' in open) await open.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
