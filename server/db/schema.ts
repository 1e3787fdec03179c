/** Table interfaces (Kysely): column names are SPEC.md §3's field names. */
import type { ColumnType, Generated, Insertable } from 'kysely';
import type { ImageDataColumn, RecordKind } from '../../shared/constants';
import type { RecordStatus } from '../../shared/schemas/lifecycle';
import type { Translations } from '../../shared/schemas/translation';

type CreatedAt = ColumnType<Date, never, never>;

/**
 * What every record table has beside its fields: draft or published, its version, last change and trash,
 * and its texts in the site's other languages (shared/schemas/translation.ts), written as JSON text.
 */
interface RecordLifecycle {
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  translations: ColumnType<Translations, string | undefined, string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: number | null;
  deleted_at: Date | null;
  deleted_by: number | null;
}

/** The columns attractions and lodgings share (SPEC.md §3): a place to visit, with hours, contacts and lists. */
interface ListingTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  time_open_close: string;
  phone: string;
  email: string;
  instagram: string;
  location: string;
  facilities: string[];
  points_of_attraction: string[];
  created_at: CreatedAt;
}

export interface AttractionTable extends ListingTable {
  category: string;
}

export interface AccommodationTable extends ListingTable {
  units: ColumnType<number, number | undefined, number>;
}

export interface PaketTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  phone: string;
  facilities: string[];
  capacity: number | null;
  run_dates: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

export interface FacilityTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  description: string;
  facilities: string[];
  location: string;
  created_at: CreatedAt;
}

export interface MapLocationTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  category: string;
  latitude: number;
  longitude: number;
  embed_url: string;
  created_at: CreatedAt;
}

/** An event of the agenda; times are instants (`timestamptz`), shown on the village's clock. */
export interface EventTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  category: string;
  description: string;
  starts_at: ColumnType<Date, string, string>;
  ends_at: ColumnType<Date | null, string | null, string | null>;
  place: string;
  location: string;
  price: number;
  phone: string;
  attraction_id: number | null;
  created_at: CreatedAt;
}

/** Food and drink: a price range in rupiah (`price_max >= price_min`, checked by the table too). */
export interface KulinerTable extends RecordLifecycle {
  id: Generated<number>;
  name: string;
  category: string;
  description: string;
  price_min: number;
  price_max: number;
  opening_hours: string;
  phone: string;
  location: string;
  halal: boolean;
  created_at: CreatedAt;
}

/** The tables that hold records (STYLE.md §3); each is named by one record descriptor. */
export type RecordTable = 'attraction' | 'accommodation' | 'paket' | 'kuliner' | 'facility' | 'map_location' | 'event';

/**
 * An image's owner is named by its record's table. Which tables may own images is the database's to say
 * (the `image` migration's check); a record descriptor without images never writes one.
 */
export type ImageOwnerType = RecordTable | 'village';

interface ImageColumns {
  id: Generated<number>;
  owner_type: ImageOwnerType;
  owner_id: number;
  position: number;
  dir: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

/** The image table's bytes: one column per stored width (data_480 …). */
export type ImageTable = ImageColumns & Record<ImageDataColumn, Uint8Array>;

export interface DocumentTable {
  slug: string;
  data: Uint8Array;
  size: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A team account: role admin or editor; an inactive one cannot sign in and its sessions are gone. */
export interface AdminUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Generated<string>;
  name: Generated<string>;
  active: Generated<boolean>;
  /** A temporary password (a new account, a reset): only the password change is allowed until replaced. */
  must_change_password: Generated<boolean>;
  last_sign_in_at: ColumnType<Date | null, never, Date | null>;
  created_at: CreatedAt;
}

export interface SessionTable {
  sid: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  user_id: number | null;
  token_hash: string | null;
  expires_at: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The version of a record the legacy REST API last served a session; deleted with the session (records/served-version.service.ts). */
export interface SessionRecordReadTable {
  sid: string;
  kind: RecordKind;
  record_id: number;
  version: number;
}

/** Sign-in attempts per throttle key in its current window (DESIGN.md §1). */
export interface LoginAttemptTable {
  key: string;
  window_start: Date;
  count: number;
}

/** A visitor's booking request; dates are calendar days ('2027-05-10'), read back as text. */
export interface BookingRequestTable {
  id: Generated<number>;
  code: string;
  target: string;
  target_id: number;
  target_name: string;
  name: string;
  whatsapp: string;
  visit_date: string | null;
  check_in: string | null;
  check_out: string | null;
  people: number;
  note: string;
  status: ColumnType<string, string | undefined, string>;
  admin_note: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  notified_at: ColumnType<Date | null, never, Date | null>;
  notify_attempts: ColumnType<number, never, number>;
  notify_after: ColumnType<Date, never, Date>;
  erased_at: ColumnType<Date | null, never, Date | null>;
}

/** Per address, in its current window: booking requests sent (`ip:…`, an hour) and codes looked up that found nothing (`lookup:…`, ten minutes). */
export interface BookingAttemptTable {
  key: string;
  window_start: Date;
  count: number;
}

/** One audited action; `changes` maps a field to its old and new value (images as counts). */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, never, never>;
  user_id: number | null;
  user_email: string;
  ip: string;
  action: string;
  kind: string | null;
  record_id: number | null;
  record_name: string | null;
  changes: ColumnType<Record<string, [unknown, unknown]> | null, string | null, never>;
}

/** One backup made: an admin's download, the server's schedule or the command line (server/modules/backup). */
export interface BackupLogTable {
  id: Generated<number>;
  created_at: CreatedAt;
  kind: string;
  user_id: number | null;
  user_email: ColumnType<string, string | undefined, never>;
  file_name: string;
  bytes: ColumnType<number, number, never>;
}

/** "Pengaturan Desa": the one row (id 1) of the village's own settings (server/modules/settings). */
export interface VillageSettingsTable {
  id: Generated<number>;
  settings: ColumnType<unknown, string, string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: number | null;
}

export interface Database {
  attraction: AttractionTable;
  accommodation: AccommodationTable;
  paket: PaketTable;
  kuliner: KulinerTable;
  facility: FacilityTable;
  map_location: MapLocationTable;
  event: EventTable;
  image: ImageTable;
  document: DocumentTable;
  admin_user: AdminUserTable;
  session: SessionTable;
  session_record_read: SessionRecordReadTable;
  login_attempt: LoginAttemptTable;
  booking_request: BookingRequestTable;
  booking_attempt: BookingAttemptTable;
  audit_log: AuditLogTable;
  backup_log: BackupLogTable;
  village_settings: VillageSettingsTable;
  availability_closure: AvailabilityClosureTable;
  lodging_calendar: LodgingCalendarTable;
  calendar_feed: CalendarFeedTable;
  calendar_import: CalendarImportTable;
  calendar_sync_run: CalendarSyncRunTable;
  stats_salt: StatsSaltTable;
  page_view: PageViewTable;
  stats_daily: StatsDailyTable;
  tourism_log: TourismLogTable;
}

/** A month's entry of the tourism log for one attraction or package. */
export interface TourismLogTable {
  id: Generated<number>;
  month: string;
  target: string;
  target_id: number;
  target_name: string;
  visitors_domestic: number;
  visitors_foreign: number;
  groups: number;
  /** Rupiah; null when not known. */
  income: number | null;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: number | null;
}

/** The salt of a day's visitor hashes, deleted once the day is over. */
export interface StatsSaltTable {
  day: string;
  salt: string;
}

/** A page view of today (rolled into stats_daily and deleted once its day is over); no address, no browser. */
export interface PageViewTable {
  id: Generated<number>;
  day: string;
  page: string;
  /** A hash of the day's salt, the address and the browser: the same visitor within one day only. */
  visitor: string;
  referrer: string;
  device: string;
  language: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  ref: string;
  /** Views of the same page by the same visitor written together (a reload). */
  views: ColumnType<number, number | undefined, number>;
}

/** A day's views and visitors, in total (`total`, value '') and by page, referrer, device, language and campaign fields. */
export interface StatsDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** A day the village closed a lodging or package by hand ("Tutup"); `day` is read back as text. */
export interface AvailabilityClosureTable {
  id: Generated<number>;
  target: string;
  target_id: number;
  day: string;
  reason: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  created_by: number | null;
}

/** A lodging's published calendar: the secret token of its address. */
export interface LodgingCalendarTable {
  accommodation_id: number;
  token: string;
  created_at: CreatedAt;
}

/** A calendar a lodging reads from another platform (Airbnb, Booking.com, any iCal address). */
export interface CalendarFeedTable {
  id: Generated<number>;
  accommodation_id: number;
  url: string;
  label: ColumnType<string, string | undefined, string>;
  last_synced_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** A booking read from a feed, by its UID: it takes the nights [start_day, end_day). */
export interface CalendarImportTable {
  feed_id: number;
  uid: string;
  start_day: string;
  end_day: string;
  summary: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** When the last scheduled sync of every feed began (one row): instances claim each run here. */
export interface CalendarSyncRunTable {
  id: ColumnType<number, number | undefined, never>;
  started_at: Date;
}

export type NewImage = Insertable<ImageTable>;
