/**
 * The API reference for integrators (GET /api/openapi.json and /api/docs, DESIGN.md §4): a part of its own,
 * outside `messages`, so no client bundle carries it.
 */
export const apiReferenceMessages = {
  title: 'Referensi API Desa Wisata Tegalsambi',
  intro:
    'API untuk aplikasi mitra. Setiap galat dijawab dengan status bukan 2xx dan badan JSON {"message": "..."}. Menulis butuh token Bearer dari POST /api/auth/login (atau cookie sesinya). Data ditulis sebagai multipart/form-data (berkas di kolom images), formulir atau JSON, setiap kolom sebagai teks. Asal lain yang terdaftar di CORS_ORIGINS boleh memanggil API; preflight OPTIONS dijawab 204. Jenis data lain di /api/data/{type} dijawab 400.',
  tagAuth: 'Masuk dan keluar',
  tagDocs: 'Dokumentasi API ini',
  tagType: 'Data jenis {type}',
  login: 'Masuk sebagai admin atau editor: jawabannya berisi token Bearer, dan cookie sesi dipasang. Akun dengan kata sandi sementara harus menggantinya di panel admin sebelum dapat mengubah data.',
  logout: 'Keluar: sesi token atau cookie ini diakhiri.',
  list: 'Semua data {type} yang terbit sebagai array polos, terlama lebih dulu (draf dan data di Sampah tidak ikut). Bila dibaca dengan token atau cookie sesi, versi setiap data yang dikirim diingat untuk sesi itu (lihat PUT).',
  get: 'Satu data {type} yang terbit menurut id; draf dan data di Sampah dijawab 404. Bila dibaca dengan token atau cookie sesi, versi data ini diingat untuk sesi itu (lihat PUT).',
  create: 'Menambah data {type} (admin atau editor); data langsung terbit.',
  update:
    'Mengubah data {type} sebagian (admin atau editor): kolom yang tidak dikirim tetap; gambar diganti hanya bila ada berkas; status draf atau terbit tidak berubah. Bila sesi ini (token atau cookie) terakhir membaca data ini, lewat GET data itu atau daftarnya, pada versi yang sejak itu sudah disimpan ulang oleh orang lain (mis. di panel admin), perubahan ditolak dengan 409 dan tidak ada yang ditulis: baca ulang datanya, lalu kirim lagi. Setelah berhasil, sesi ini boleh mengubahnya lagi tanpa membaca ulang. Sesi yang belum pernah membaca data ini menimpa versi apa pun.',
  delete:
    'Menghapus data {type} (admin atau editor): data dipindahkan ke Sampah di panel admin, lalu dijawab 404 seperti data yang tidak ada; admin dapat memulihkannya dalam 30 hari. Seperti PUT, ditolak dengan 409 bila sesi ini terakhir membaca versi yang sejak itu sudah disimpan ulang oleh orang lain.',
  document: 'Dokumen OpenAPI 3.1 ini.',
  page: 'Halaman referensi ini.',
  id: 'Id data: bilangan bulat positif; id lain (abc, -1, 1.5) dijawab 404.',
  bearer: 'Token dari POST /api/auth/login, dikirim sebagai Authorization: Bearer <token>.',
  cookie: 'Cookie sesi yang dipasang oleh POST /api/auth/login.',
  priceText: 'Harga dalam rupiah sebagai teks angka; "" berarti 0.',
  jsonListText: 'Daftar sebagai array JSON di dalam teks, mis. ["Parkir","Toilet"]; "[]" atau "" mengosongkan.',
  commaListText: 'Daftar sebagai teks yang dipisahkan koma; "" mengosongkan.',
  coordinateText: 'Koordinat sebagai teks angka desimal.',
  referenceText: 'Id data lain sebagai teks angka; "" berarti tidak ada.',
  images: 'Berkas gambar (JPEG, PNG, WebP, AVIF atau GIF), paling banyak {n}, masing-masing paling besar {mb} MB; mengganti semua gambar.',
  imageList: 'Gambar data; dir adalah nama berkas di /uploads/.',
  retryAfter: 'Detik yang perlu ditunggu sebelum mencoba lagi.',
  error: 'Galat: satu kalimat dalam bahasa Indonesia.',
  /** Who saved a newer version, in the 409 example sentence. */
  exampleEditor: 'Siti Aminah',
  status_200: 'Berhasil.',
  status_201: 'Data ditambahkan.',
  status_400: 'Data tidak valid.',
  status_401: 'Belum masuk, atau sesi telah berakhir.',
  status_403: 'Ditolak: akun tanpa hak mengubah data, kata sandi sementara yang belum diganti, atau asal permintaan tidak diizinkan.',
  status_404: 'Data tidak ditemukan.',
  status_409: 'Data sudah disimpan ulang oleh orang lain sejak sesi ini terakhir membacanya: baca ulang (GET), lalu kirim lagi.',
  status_413: 'Data atau gambar terlalu besar.',
  status_415: 'Format badan permintaan tidak didukung.',
  status_429: 'Terlalu banyak percobaan masuk.',
  status_500: 'Kesalahan pada server.',
  status_503: 'Basis data sedang tidak tersedia.',
} as const;
