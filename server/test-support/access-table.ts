/**
 * Who may call what (STYLE.md §8), written out once for every tRPC procedure and every REST route, read by
 * the role table (server/trpc/role-table.test.ts) and the authorisation tests. A procedure or route that
 * is not listed here fails them: each new one must be classified.
 *
 * - public: anyone, signed in or not
 * - signedIn: any signed-in user, even one whose password is temporary (their own session and password)
 * - content: editors and admins, with a password of their own (records, map, documents, bookings, trash)
 * - admin: admins only, with a password of their own (the team and its log)
 */
export type Access = 'public' | 'signedIn' | 'content' | 'admin';

export const PROCEDURE_ACCESS: Record<string, Access> = {
  'auth.login': 'public',
  'auth.me': 'public',
  'auth.logout': 'signedIn',
  'auth.changePassword': 'signedIn',
  'auth.mirror': 'signedIn',

  'attraction.list': 'public',
  'attraction.byId': 'public',
  'attraction.adminList': 'content',
  'attraction.adminById': 'content',
  'attraction.create': 'content',
  'attraction.update': 'content',
  'attraction.delete': 'content',

  'accommodation.list': 'public',
  'accommodation.byId': 'public',
  'accommodation.adminList': 'content',
  'accommodation.adminById': 'content',
  'accommodation.create': 'content',
  'accommodation.update': 'content',
  'accommodation.delete': 'content',

  'paket.list': 'public',
  'paket.byId': 'public',
  'paket.adminList': 'content',
  'paket.adminById': 'content',
  'paket.create': 'content',
  'paket.update': 'content',
  'paket.delete': 'content',

  'kuliner.list': 'public',
  'kuliner.byId': 'public',
  'kuliner.adminList': 'content',
  'kuliner.adminById': 'content',
  'kuliner.create': 'content',
  'kuliner.update': 'content',
  'kuliner.delete': 'content',

  'facility.list': 'public',
  'facility.byId': 'public',
  'facility.adminList': 'content',
  'facility.adminById': 'content',
  'facility.create': 'content',
  'facility.update': 'content',
  'facility.delete': 'content',

  'mapLocation.list': 'public',
  'mapLocation.byId': 'public',
  'mapLocation.adminList': 'content',
  'mapLocation.adminById': 'content',
  'mapLocation.create': 'content',
  'mapLocation.update': 'content',
  'mapLocation.delete': 'content',

  'event.list': 'public',
  'event.byId': 'public',
  'event.adminList': 'content',
  'event.adminById': 'content',
  'event.create': 'content',
  'event.update': 'content',
  'event.delete': 'content',

  'trash.list': 'content',
  'trash.restore': 'content',
  'trash.purge': 'content',

  'document.list': 'public',
  'document.replace': 'content',
  'settings.get': 'public',
  'settings.save': 'admin',

  'booking.create': 'public',
  'booking.byCode': 'public',
  'booking.list': 'content',
  'booking.byId': 'content',
  'booking.update': 'content',
  'booking.newCount': 'content',

  'availability.month': 'public',
  'availability.overview': 'content',
  'availability.close': 'content',
  'availability.open': 'content',
  'calendarSync.list': 'content',
  'calendarSync.addFeed': 'content',
  'calendarSync.removeFeed': 'content',
  'calendarSync.syncNow': 'content',
  'calendarSync.regenerateToken': 'content',

  'stats.overview': 'content',
  'stats.lastWeek': 'content',
  'stats.tourismLog': 'content',
  'stats.saveTourismLog': 'content',

  'dashboard.counts': 'content',

  'audit.list': 'admin',
  'audit.users': 'admin',

  'backup.list': 'admin',

  'users.list': 'admin',
  'users.create': 'admin',
  'users.update': 'admin',
  'users.setActive': 'admin',
  'users.resetPassword': 'admin',
};

/** The legacy REST routes (server/rest/routes.ts, under /api), as "METHOD path". */
export const REST_ACCESS: Record<string, Access> = {
  'POST /auth/login': 'public',
  'POST /auth/logout': 'signedIn',
  'GET /data/:type': 'public',
  'GET /data/:type/:id': 'public',
  'POST /data/:type': 'content',
  'PUT /data/:type/:id': 'content',
  'DELETE /data/:type/:id': 'content',
  'GET /openapi.json': 'public',
  'GET /docs': 'public',
};
