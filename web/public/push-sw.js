// Moorline's service worker for Web Push (issue 30 item 4): shows a waitlist offer pushed by the
// notification service ({ title, body, tag, url }) and opens its page on a click, in the tab
// already showing it when there is one. It caches nothing: pages always come from the network.

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Moorline', {
      body: message.body || '',
      // One notification per offer: a repeat replaces it instead of stacking.
      tag: message.tag,
      data: { url: message.url },
      requireInteraction: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (!url) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
