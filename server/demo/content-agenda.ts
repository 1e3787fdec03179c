/**
 * Demo events, dated from the day the database is seeded so that a fresh site always has upcoming events:
 * the next Perang Obor on its Javanese-calendar date, three more to come and one already past.
 */
import { toLocalInput } from '../../shared/event-time';
import type { EventInput, eventTranslated } from '../../shared/schemas/event';
import { CONTACT_PHONE, type DemoRecord } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day of the Javanese five-day week (pasaran) known for certain: 17 August 1945 was Jumat Legi. */
const LEGI = Date.UTC(1945, 7, 17);
const PASARAN = ['Legi', 'Pahing', 'Pon', 'Wage', 'Kliwon'] as const;
const MONDAY = 1;
/** Besar, the Javanese month the sedekah bumi falls in, runs with Dzulhijjah, the twelfth Hijri month. */
const DZULHIJJAH = 12;

const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', month: 'numeric' });

function pasaran(day: number): (typeof PASARAN)[number] {
  const offset = Math.round((day - LEGI) / DAY_MS);
  return PASARAN[((offset % 5) + 5) % 5] ?? 'Legi';
}

/**
 * The next Perang Obor after `from`: the evening of Senin Pahing in the month of Besar, as the village holds
 * it (a Besar without a Senin Pahing takes its first Monday). The village announces the real date each year.
 */
export function nextPerangObor(from: Date): Date {
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const inBesar = (day: number) => Number(hijriMonth.format(new Date(day))) === DZULHIJJAH;
  // Each month of Besar is looked at whole, from its first day, even when it began before today.
  let besar: number[] = [];
  for (let day = today - 31 * DAY_MS; day < today + 420 * DAY_MS; day += DAY_MS) {
    if (inBesar(day)) {
      besar.push(day);
      continue;
    }
    const mondays = besar.filter((date) => new Date(date).getUTCDay() === MONDAY);
    const chosen = mondays.find((date) => pasaran(date) === 'Pahing') ?? mondays[0];
    if (chosen !== undefined && chosen > today) return new Date(chosen);
    besar = [];
  }
  return new Date(today + 30 * DAY_MS);
}

/** "2026-06-01T19:00" on the village's clock, `days` after `from`'s date (or on the given day). */
function at(day: Date, time: string, days = 0): string {
  return `${new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}

/** A demo event; `attraction` names the demo attraction it belongs to, linked once both are stored. */
export interface DemoEvent extends DemoRecord<EventInput, (typeof eventTranslated)[number]> {
  attraction?: string;
}

/** The village's date of `now`, at midnight UTC, whatever the server's own zone. */
export function villageDay(now: Date): Date {
  return new Date(`${toLocalInput(now).slice(0, 10)}T00:00:00Z`);
}

/** The demo agenda as seen from `now` (the seed's clock). */
export function demoEvents(now: Date): DemoEvent[] {
  const today = villageDay(now);
  const obor = nextPerangObor(today);
  return [
    {
      data: {
        name: 'Perang Obor Tegalsambi',
        category: 'Budaya',
        description:
          'Puncak sedekah bumi Desa Tegalsambi: warga saling menyerang dengan obor blarak di perempatan desa sebagai ' +
          'ungkapan syukur dan tolak bala. Sebelumnya ada kirab budaya dan doa bersama di balai desa.\n\n' +
          'Tanggalnya mengikuti kalender Jawa (malam Selasa Pon, Senin Pahing bulan Besar), jadi berpindah setiap tahun. ' +
          'Tanggal di sini perkiraan menurut kalender tersebut; pemerintah desa mengumumkan tanggal resminya menjelang acara.',
        starts_at: at(obor, '19:00'),
        ends_at: at(obor, '23:00'),
        place: 'Perempatan Desa Tegalsambi',
        location: '-6.6160, 110.6517',
        price: 0,
        phone: CONTACT_PHONE,
      },
      en: {
        description:
          "The high point of Tegalsambi's sedekah bumi: villagers clash with torches of dried coconut leaves at the " +
          "village crossroads, giving thanks and warding off misfortune. It is preceded by a cultural parade and prayers " +
          "together at the village hall.\n\n" +
          "The date follows the Javanese calendar (the eve of Selasa Pon, Senin Pahing in the month of Besar), so it " +
          "moves from year to year. The date shown here is an estimate from that calendar; the village government " +
          "announces the official date as the event draws near.",
        place: 'The Tegalsambi village crossroads',
      },
      attraction: 'Perang Obor Tegalsambi',
      art: [{ theme: 'torch', variant: 2 }, { theme: 'hall', variant: 2 }],
    },
    {
      data: {
        name: 'Kelas Membatik Motif Obor',
        category: 'Budaya',
        description:
          'Belajar membatik tulis bersama pembatik Tegalsambi, dari mencanting hingga mewarnai kain bermotif obor. ' +
          'Bahan dan alat disediakan; kain hasil karya dibawa pulang.',
        starts_at: at(today, '09:00', 12),
        ends_at: at(today, '12:00', 12),
        place: 'Sanggar Batik Tegalsambi',
        location: '-6.6141, 110.6546',
        price: 75000,
        phone: CONTACT_PHONE,
      },
      en: {
        description:
          "Learn hand-drawn batik with Tegalsambi's batik makers, from drawing the wax with a canting to dyeing cloth " +
          "with the torch motif. Materials and tools are provided, and the cloth you make is yours to take home.",
        place: 'Sanggar Batik Tegalsambi (batik studio)',
      },
      attraction: 'Workshop Batik Tegalsambi',
      art: [{ theme: 'batik', variant: 3 }],
    },
    {
      data: {
        name: 'Pasar Senja Pantai Tegalsambi',
        category: 'Pesisir',
        description:
          'Pasar kuliner dan kerajinan warga di tepi pantai: olahan ikan, jajanan khas Jepara, ukiran kecil, dan ' +
          'musik akustik sampai malam. Datang sebelum matahari terbenam.',
        starts_at: at(today, '16:00', 26),
        ends_at: at(today, '21:00', 26),
        place: 'Pantai Tegalsambi',
        location: '-6.6172, 110.6418',
        price: 0,
        phone: CONTACT_PHONE,
      },
      en: {
        description:
          "A beachside market of the villagers' food and crafts: fish dishes, Jepara snacks, small carvings and acoustic " +
          "music into the night. Come before the sun goes down.",
        place: 'Tegalsambi Beach',
      },
      attraction: 'Pantai Tegalsambi',
      art: [{ theme: 'dusk', variant: 3 }, { theme: 'food', variant: 3 }],
    },
    {
      data: {
        name: 'Pengajian Haul Mbah Tegal',
        category: 'Religi',
        description: 'Pengajian dan tahlil bersama memperingati haul Mbah Tegal, tokoh cikal bakal desa. Terbuka untuk umum.',
        starts_at: at(today, '19:30', 47),
        ends_at: at(today, '22:00', 47),
        place: 'Kompleks Makam Mbah Tegal',
        location: '-6.6149, 110.6528',
        price: 0,
        phone: CONTACT_PHONE,
      },
      en: {
        description:
          "An evening of Quran recitation and tahlil prayers marking the anniversary of the passing of Mbah Tegal, one of " +
          "the village's founders. Everyone is welcome.",
        place: "Mbah Tegal's grave complex",
      },
      attraction: 'Makam Mbah Tegal',
      art: [{ theme: 'mosque', variant: 3 }],
    },
    {
      data: {
        name: 'Bersih Pantai Bersama',
        category: 'Umum',
        description: 'Warga, pelajar dan wisatawan membersihkan Pantai Tegalsambi bersama, lalu menanam cemara laut.',
        starts_at: at(today, '06:30', -18),
        ends_at: at(today, '10:00', -18),
        place: 'Pantai Tegalsambi',
        location: '-6.6172, 110.6418',
        price: 0,
        phone: CONTACT_PHONE,
      },
      en: {
        description: 'Villagers, students and visitors clean up Tegalsambi Beach together, then plant sea pines.',
        place: 'Tegalsambi Beach',
      },
      attraction: 'Pantai Tegalsambi',
      art: [{ theme: 'beach', variant: 4 }],
    },
  ];
}
