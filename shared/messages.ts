/**
 * Every Indonesian sentence a person reads, once. SPEC.md §8 strings are copied exactly;
 * the rest (limits, sessions, uploads) are ours and follow the same tone.
 */
export const messages = {
  // Login (SPEC.md §8, DESIGN.md §1)
  loginServerError: 'Terjadi kesalahan pada server.',
  loginFailed: 'Login gagal. Pastikan kredensial admin benar.',
  loginSuccess: 'Login berhasil.',
  loginWrongCredentials: 'Email atau kata sandi salah.',
  loginTooMany: 'Terlalu banyak percobaan masuk. Coba lagi dalam {n} menit.',
  loginRequired: 'Email dan kata sandi wajib diisi.',
  logoutSuccess: 'Berhasil keluar.',
  unauthorized: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  forbiddenOrigin: 'Permintaan dari asal ini tidak diizinkan.',
  passwordChanged: 'Kata sandi berhasil diubah.',
  passwordCurrentWrong: 'Kata sandi saat ini salah.',
  passwordTooShort: 'Kata sandi baru minimal 8 karakter.',

  // Public load failures (SPEC.md §8)
  landingLoadFailed: 'Gagal memuat data. Silakan coba lagi nanti.',
  attractionsLoadFailed: 'Tidak dapat memuat data wisata. Silakan coba lagi nanti.',
  facilitiesLoadFailed: 'Gagal memuat data fasilitas dan penginapan.',
  paketDetailFailed: 'Gagal memuat data paket wisata.',
  attractionDetailFailed: 'Gagal memuat data wisata. Mungkin wisata ini tidak ada.',
  accommodationDetailFailed: 'Gagal memuat data akomodasi.',
  facilityDetailFailed: 'Gagal memuat data fasilitas.',
  attractionNotFound: 'Wisata tidak ditemukan.',
  accommodationNotFound: 'Akomodasi tidak ditemukan.',
  facilityNotFound: 'Fasilitas tidak ditemukan.',
  paketNotFound: 'Paket wisata tidak ditemukan.',
  mapLocationNotFound: 'Lokasi tidak ditemukan.',
  documentNotFound: 'Dokumen tidak ditemukan.',
  pageNotFound: 'Halaman tidak ditemukan',

  // Validation (SPEC.md §5)
  requiredFields: 'Mohon lengkapi semua kolom wajib.',
  accommodationRequired: 'Nama, deskripsi dan nomor telepon wajib diisi.',
  phoneInvalid: 'Nomor telepon harus berupa angka dan minimal 8 digit.',
  accommodationPhoneInvalid: 'Nomor telepon harus berupa angka, minimal 8 digit dan maksimal 15 digit.',
  phoneTooLong: 'Nomor telepon maksimal 15 digit.',
  emailInvalid: 'Format email tidak valid.',
  nameTooLong: 'Nama maksimal 50 karakter.',
  textTooLong: 'Teks terlalu panjang.',
  priceInvalid: 'Harga harus berupa angka bulat tidak negatif.',
  locationInvalid: 'Lokasi harus berupa koordinat "lat, lng" yang valid.',
  categoryInvalid: 'Kategori tidak valid.',
  listInvalid: 'Daftar harus berupa teks yang dipisahkan koma.',
  coordinateInvalid: 'Koordinat tidak valid.',
  invalidInput: 'Data yang dikirim tidak valid.',
  invalidId: 'Data tidak ditemukan.',
  unknownType: 'Jenis data tidak dikenal.',
  notFound: 'Data tidak ditemukan.',
  serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',

  // Uploads (DESIGN.md §1)
  imageInvalid: 'Berkas harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
  imageTooLarge: 'Ukuran gambar maksimal 8 MB.',
  imageTooManyPixels: 'Resolusi gambar terlalu besar (maksimal 40 megapiksel).',
  imageTooMany: 'Maksimal 10 gambar dalam satu kali unggah.',
  requestTooLarge: 'Ukuran data yang dikirim terlalu besar.',
  pdfInvalid: 'Berkas harus berupa PDF.',
  pdfTooLarge: 'Ukuran PDF maksimal 30 MB.',
  documentReplaced: 'Dokumen berhasil diperbarui!',

  // Admin add failures (SPEC.md §8)
  attractionAddFailed: 'Gagal menambahkan wisata: {message}',
  saveFailedDefault: 'Terjadi kesalahan saat menyimpan data.',
  noConnection: 'Tidak dapat terhubung ke server. Cek koneksi internet.',
  unexpectedError: 'Terjadi kesalahan tak terduga.',
  accommodationAddFailed: 'Gagal menambahkan penginapan.',
  paketAddFailed: 'Gagal menambahkan paket.',
  facilityAddFailed: 'Gagal menambahkan fasilitas.',
  mapLocationAddFailed: 'Gagal menambahkan lokasi.',

  // Admin list load failures (SPEC.md §8)
  adminAttractionLoadFailed: 'Gagal memuat data wisata.',
  adminUmkmLoadFailed: 'Gagal memuat data UMKM.',
  adminAccommodationLoadFailed: 'Gagal memuat data penginapan.',
  adminPaketLoadFailed: 'Gagal memuat data wisata.',
  adminFacilityLoadFailed: 'Gagal mengambil data fasilitas.',
  adminMapLoadFailed: 'Gagal memuat data lokasi.',

  // Admin delete failures (SPEC.md §8)
  attractionDeleteFailed: 'Gagal menghapus data wisata.',
  umkmDeleteFailed: 'Gagal menghapus data UMKM.',
  deleteFailed: 'Gagal menghapus data.',
  facilityDeleteFailed: 'Gagal menghapus data fasilitas.',

  // Admin edit load failures (SPEC.md §8)
  umkmEditLoadFailed: 'Gagal memuat data UMKM.',
  attractionEditLoadFailed: 'Gagal memuat data wisata.',
  accommodationEditLoadFailed: 'Gagal memuat data penginapan.',
  paketEditLoadFailed: 'Gagal mengambil data paket.',
  facilityEditLoadFailed: 'Gagal memuat data fasilitas.',

  // Admin edit save failures (SPEC.md §8)
  umkmUpdateFailed: 'Gagal memperbarui data UMKM.',
  updateFailed: 'Gagal memperbarui data.',
  paketUpdateFailed: 'Gagal memperbarui paket.',
  facilityUpdateFailed: 'Gagal memperbarui fasilitas.',

  // Success (SPEC.md §8)
  attractionAdded: 'Wisata berhasil ditambahkan!',
  umkmAdded: 'UMKM berhasil ditambahkan!',
  accommodationAdded: 'Penginapan berhasil ditambahkan!',
  paketAdded: 'Paket berhasil ditambahkan!',
  facilityAdded: 'Fasilitas berhasil ditambahkan!',
  mapLocationAdded: 'Lokasi berhasil ditambahkan!',
  umkmUpdated: 'Data UMKM berhasil diperbarui!',
  updated: 'Data berhasil diperbarui!',
  accommodationUpdated: 'Data penginapan berhasil diperbarui!',
  paketUpdated: 'Paket berhasil diperbarui!',
  facilityUpdated: 'Fasilitas berhasil diperbarui!',
  attractionDeleted: 'Data wisata berhasil dihapus!',
  umkmDeleted: 'Data UMKM berhasil dihapus!',
  accommodationDeleted: 'Data penginapan berhasil dihapus!',
  paketDeleted: 'Paket wisata berhasil dihapus!',
  facilityDeleted: 'Data fasilitas berhasil dihapus!',
  mapLocationDeleted: 'Data lokasi berhasil dihapus!',
  created: 'Data berhasil ditambahkan!',
  deleted: 'Data berhasil dihapus!',

  // Empty lists (SPEC.md §8)
  emptyAttractions: 'Tidak ada data wisata.',
  emptyUmkm: 'Tidak ada data UMKM.',
  emptyAccommodations: 'Tidak ada data penginapan.',
  emptyPakets: 'Belum ada data paket wisata.',
  emptyFacilities: 'Tidak ada data fasilitas.',
  emptyMapLocations: 'Tidak ada data lokasi.',
  emptyMapCategory: 'Tidak ada lokasi untuk kategori ini.',

  // Public site labels (add below this line)

  // Admin labels (add below this line)
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue sentence. */
export function message(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
