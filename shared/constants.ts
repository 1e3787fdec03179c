/** Business constants and limits from SPEC.md §9 and DESIGN.md §1, in one place. */

export const NAME_MAX = 50;
export const PHONE_MIN = 8;
export const PHONE_MAX = 15;
/** Prices are stored as Postgres `integer` rupiah. */
export const PRICE_MAX = 2_000_000_000;
export const TEXT_MAX = 10_000;
export const SHORT_TEXT_MAX = 200;
export const LIST_ITEM_MAX = 100;
export const LIST_MAX = 50;

/** A kind's public detail page (DETAIL_PAGES). */
export interface DetailPage {
  path: string;
  /** The public list page the record is shown on: its menu item, its breadcrumb's parent, a sitemap page. */
  list: string;
  schemaType: string;
}

/** The kinds of record (STYLE.md §3): each is one declaration, from which its API and screens are made. */
export const RECORD_KINDS = ['attraction', 'accommodation', 'paket', 'kuliner', 'facility', 'mapLocation', 'event'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * The kinds with a public detail page `<path>/<id>`, and the schema.org type of its subject: the server's
 * record declarations (sitemap) and the client's detail routes (page heads) and menus read them. A kind's
 * list is a page of its own at `<path>` (the agenda, the food page), or one it shares (/attractions).
 */
export const DETAIL_PAGES = {
  attraction: { path: '/attraction', list: '/attractions', schemaType: 'TouristAttraction' },
  accommodation: { path: '/accommodation', list: '/facilities', schemaType: 'LodgingBusiness' },
  paket: { path: '/paket', list: '/attractions', schemaType: 'TouristTrip' },
  kuliner: { path: '/kuliner', list: '/kuliner', schemaType: 'FoodEstablishment' },
  facility: { path: '/facility', list: '/facilities', schemaType: 'CivicStructure' },
  event: { path: '/agenda', list: '/agenda', schemaType: 'Event' },
} as const satisfies Partial<Record<RecordKind, DetailPage>>;
export type DetailPageKind = keyof typeof DETAIL_PAGES;
/** The public list pages (`/attractions`, `/kuliner` …). */
export type ListPath = (typeof DETAIL_PAGES)[DetailPageKind]['list'];

export const ATTRACTION_CATEGORIES = ['Religi', 'Sejarah', 'Budaya', 'Pesisir', 'UMKM'] as const;
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];
/** The admin forms offer these (DESIGN.md §6); UMKM has its own screen, Sejarah is only read. */
export const ADMIN_ATTRACTION_CATEGORIES = ['Religi', 'Budaya', 'Pesisir'] as const;
/** Categories shown and counted together (DESIGN.md §6): Sejarah counts as Religi. */
export const ATTRACTION_CATEGORY_GROUPS = {
  religi: ['Religi', 'Sejarah'],
  budaya: ['Budaya'],
  pesisir: ['Pesisir'],
  umkm: ['UMKM'],
} as const satisfies Record<string, readonly AttractionCategory[]>;
export type AttractionGroup = keyof typeof ATTRACTION_CATEGORY_GROUPS;

export function inAttractionGroup(category: AttractionCategory, group: AttractionGroup): boolean {
  const members: readonly AttractionCategory[] = ATTRACTION_CATEGORY_GROUPS[group];
  return members.includes(category);
}

/** The group a category is shown and counted in (every category has one). */
export function attractionGroupOf(category: AttractionCategory): AttractionGroup {
  const groups = Object.keys(ATTRACTION_CATEGORY_GROUPS) as AttractionGroup[];
  return groups.find((group) => inAttractionGroup(category, group)) ?? 'umkm';
}
export const ACCOMMODATION_CATEGORY = 'penginapan';

/** Food and drink of the village (DESIGN.md §9), in the order the /kuliner page shows them. */
export const KULINER_CATEGORIES = ['Makanan', 'Minuman', 'Oleh-oleh'] as const;
export type KulinerCategory = (typeof KULINER_CATEGORIES)[number];

export const EVENT_CATEGORIES = ['Budaya', 'Religi', 'Pesisir', 'Umum'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
/** Upcoming events on the landing page; the first carries the countdown. */
export const LANDING_EVENTS = 3;
/** Past events the calendar feed keeps beside the upcoming ones. */
export const FEED_PAST_DAYS = 90;

/** What a visitor can ask to book, by its record kind. */
export const BOOKING_TARGETS = ['paket', 'accommodation'] as const;
export type BookingTarget = (typeof BOOKING_TARGETS)[number];
/** A request's status as the village sets it; "baru" until someone answers. */
export const BOOKING_STATUSES = ['baru', 'dihubungi', 'dikonfirmasi', 'selesai', 'dibatalkan'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING = {
  nameMin: 2,
  nameMax: 100,
  peopleMax: 500,
  noteMax: 1000,
  /** Requests one address may send in an hour. */
  perHour: 5,
  /** Days after the visit when name, number and note are erased (env BOOKING_RETENTION_DAYS). */
  retentionDays: 365,
  /**
   * "TGS-" and eight symbols of Crockford's base 32 (no I, L, O or U, so a code read aloud or copied by hand
   * stays right) in two groups of four, "TGS-7K3Q-9M2X": 40 random bits.
   */
  codePrefix: 'TGS-',
  codeSymbols: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  codeLength: 8,
  codeGroup: 4,
  /** The codes given before they grew: six symbols ("TGS-7K3Q9M", 30 bits), still found. */
  legacyCodeLength: 6,
  /**
   * Lookups by a code that finds nothing one address may make in a window (booking.byCode and the status
   * page); past them it is refused until the window ends, so guessing codes stays hopeless.
   */
  lookupMisses: 20,
  lookupWindowMs: 10 * 60 * 1000,
} as const;

export const MAP_CATEGORIES = [
  'wisataReligi',
  'wisataBudaya',
  'wisataPesisir',
  'kantor',
  'fasilitas',
  'penginapan',
  'persawahan',
] as const;
export type MapCategory = (typeof MAP_CATEGORIES)[number];

export const DAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

/** Delays of SPEC.md §4 and §9, in milliseconds. */
export const DELAY = {
  listSpinner: 800,
  mapSpinner: 600,
  masterplanSpinner: 800,
  dashboardSpinner: 800,
  editSpinner: 500,
  afterSave: 3600,
  toast: 3000,
  toastPaket: 2500,
} as const;

export const LANDING_CARDS = 3;
/** Longest search term the list pages keep (their `?q=` and the search box's maxlength). */
export const SEARCH_TERM_MAX = 100;
export const TOPBAR_HIDE_AFTER = 100;
export const SIDEBAR_WIDTH = 256;

export const MAP_ZOOM = 17;

export const MEGABYTE = 1024 * 1024;
/** Upload limits (DESIGN.md §1); the upload sentences of shared/messages.ts are written from these. */
export const UPLOAD = {
  maxFiles: 10,
  maxFileBytes: 8 * MEGABYTE,
  maxPixels: 40_000_000,
  maxPdfBytes: 30 * MEGABYTE,
} as const;

/** Image widths kept for every upload; the largest is served without `?w=`. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const [SMALL_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH, LARGEST_IMAGE_WIDTH] = IMAGE_WIDTHS;
/** The widths asked for with `?w=`: every stored one but the largest. */
export const RESIZED_IMAGE_WIDTHS = [SMALL_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH] as const;
export type ResizedImageWidth = (typeof RESIZED_IMAGE_WIDTHS)[number];
/** The image table's column of one width's bytes (DESIGN.md §1). */
export type ImageDataColumn = `data_${ImageWidth}`;
export const imageDataColumn = (width: ImageWidth): ImageDataColumn => `data_${width}`;

export const DOCUMENTS = [
  { slug: 'masterplan-desa-wisata-tegalsambi.pdf', title: 'Buku Masterplan Desa Wisata' },
  { slug: 'buku-manajemen-konstruksi.pdf', title: 'Buku Manajemen Konstruksi' },
  { slug: 'buku-bisnis-bumdes.pdf', title: 'Buku Bisnis BUMDes' },
] as const;
export type DocumentSlug = (typeof DOCUMENTS)[number]['slug'];

/** Session timing (DESIGN.md §1). */
export const SESSION = {
  idleMs: 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
} as const;
export const LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;
/** Calls one tRPC request may carry (DESIGN.md §1); the client's batch link stays under it. */
export const TRPC_BATCH_MAX = 20;

export const STORAGE_KEYS = { token: 'token', role: 'userRole' } as const;
export const ADMIN_ROLE = 'admin';
export const EDITOR_ROLE = 'editor';
