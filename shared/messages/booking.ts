/**
 * The sentences of the booking request (its form on package and lodging pages, the calendar of free days
 * above it, the confirmation and the status page /pemesanan/<kode>, and the checks of
 * shared/schemas/booking.ts): a part of its own, loaded only by those pages, so the landing and the other
 * public pages do not carry them.
 */
import { localized } from './localized';
import { fillPlaceholders } from './placeholders';

/** The Indonesian sentences, as written; English beside them in the `.en.ts` file of this part. */
export const catalogue = {
  bookingTitle: 'Ajukan Pemesanan',
  bookingIntro: 'Isi formulir ini, kami simpan permintaan Anda dan menghubungi Anda lewat WhatsApp.',
  bookingName: 'Nama',
  bookingWhatsApp: 'Nomor WhatsApp',
  bookingWhatsAppHint: 'Contoh: 0812 3456 7890',
  bookingVisitDate: 'Tanggal Kunjungan',
  bookingCheckIn: 'Tanggal Check-in',
  bookingCheckOut: 'Tanggal Check-out',
  bookingPeople: 'Jumlah Orang',
  bookingNote: 'Catatan',
  bookingNoteHint: 'Opsional, misalnya jam kedatangan atau kebutuhan khusus.',
  bookingPrivacy:
    'Data Anda hanya dipakai untuk menjawab permintaan ini, dan nama, nomor serta catatan Anda dihapus otomatis {days} hari setelah tanggal kunjungan.',
  bookingSubmit: 'Kirim Permintaan',
  bookingSending: 'Mengirim...',
  bookingHoneypot: 'Jangan isi kolom ini',
  bookingSent: 'Permintaan Terkirim',
  bookingSentLead: 'Terima kasih, {name}. Permintaan Anda sudah kami simpan dengan kode:',
  bookingCodeHint: 'Simpan kode ini. Anda bisa melihat status permintaan kapan saja di {link}.',
  bookingContinueWhatsApp: 'Lanjutkan di WhatsApp',
  bookingWhatsAppText: 'Halo, saya {name}. Saya baru mengirim permintaan pemesanan {code}: {summary}. Mohon konfirmasinya.',
  bookingSummaryPaket: '{target}, tanggal {date}, {people} orang',
  bookingSummaryLodging: '{target}, check-in {checkIn}, check-out {checkOut}, {people} orang',
  bookingStatusLabel: 'Status',
  bookingNotFound: 'Permintaan tidak ditemukan.',
  bookingFor: 'Untuk',
  bookingSentAt: 'Dikirim',
  bookingErased: 'Data pribadi permintaan ini sudah dihapus sesuai masa simpan.',
  bookingStatus_baru: 'Baru',
  bookingStatus_dihubungi: 'Dihubungi',
  bookingStatus_dikonfirmasi: 'Dikonfirmasi',
  bookingStatus_selesai: 'Selesai',
  bookingStatus_dibatalkan: 'Dibatalkan',
  bookingStatusText_baru: 'Permintaan Anda sudah kami terima dan akan segera kami hubungi.',
  bookingStatusText_dihubungi: 'Kami sudah menghubungi Anda lewat WhatsApp.',
  bookingStatusText_dikonfirmasi: 'Pemesanan Anda sudah dikonfirmasi. Sampai jumpa di Tegalsambi!',
  bookingStatusText_selesai: 'Kunjungan sudah selesai. Terima kasih!',
  bookingStatusText_dibatalkan: 'Permintaan ini dibatalkan.',

  // Booking validation: the form checks these before sending, the server again on every path in.
  bookingNameInvalid: 'Nama harus 2 sampai 100 karakter.',
  bookingNameOneLine: 'Nama tidak boleh berisi baris baru atau karakter kontrol.',
  bookingWhatsAppInvalid: 'Nomor WhatsApp harus 8 sampai 15 angka, diawali 08, 62 atau +62.',
  bookingWhatsAppOneLine: 'Nomor WhatsApp tidak boleh berisi baris baru atau karakter kontrol.',
  bookingDateRequired: 'Tanggal wajib diisi.',
  bookingDateInvalid: 'Tanggal tidak valid.',
  bookingDatePast: 'Tanggal tidak boleh sebelum hari ini.',
  bookingCheckOutBeforeCheckIn: 'Tanggal check-out harus setelah check-in.',
  bookingPeopleInvalid: 'Jumlah orang harus antara 1 dan 500.',
  bookingNoteTooLong: 'Catatan maksimal 1000 karakter.',
  bookingTooMany: 'Terlalu banyak permintaan. Coba lagi nanti.',
  bookingTargetMissing: 'Paket atau penginapan ini tidak ditemukan.',
  // A request for days with nothing free (shared/availability.ts), and the nearest that are.
  bookingDatesFull: 'Tanggal yang dipilih sudah penuh.',
  bookingDatesFullNextStay: 'Tanggal yang dipilih sudah penuh. Kamar kosong terdekat: check-in {checkIn}, check-out {checkOut}.',
  bookingDatesFullNextDays: 'Tanggal yang dipilih sudah penuh. Tanggal kosong terdekat: {dates}.',

  // The calendar of a lodging's or package's free days (client/features/detail/availability/).
  availabilityTitle: 'Ketersediaan',
  availabilityIntro: 'Tanggal yang masih bisa Anda minta. Kamar dan tempat baru terpakai setelah permintaan dikonfirmasi.',
  availabilityPrevious: 'Bulan sebelumnya',
  availabilityNext: 'Bulan berikutnya',
  availabilityLegend: 'Keterangan',
  availabilityOpen: 'Tersedia',
  availabilityRoomsLeft: 'Sisa {n} kamar',
  availabilityPlacesLeft: 'Sisa {n} tempat',
  availabilityFew: 'Tinggal sedikit',
  availabilityFull: 'Penuh',
  availabilityClosed: 'Tutup',
  availabilityOff: 'Tidak ada jadwal',
  availabilityPast: 'Lewat',
} as const;

/** Each sentence in the language being rendered (localized.ts). */
export const messages = localized(catalogue);

export type BookingMessageKey = keyof typeof catalogue;

/** Fills `{name}` placeholders of a booking sentence. */
export function message(key: BookingMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], values);
}
