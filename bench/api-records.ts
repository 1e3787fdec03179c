/**
 * The records `npm run bench` reads: exactly 50 attractions with one picture each, written through the
 * record service as the admin would, on whichever database the bench runs against.
 */
import sharp from 'sharp';
import { attractionInput } from '../shared/schemas/attraction';
import type { Db } from '../server/db/connection';
import { attractionRecord } from '../server/records/kinds/attraction.record';
import { createRecord } from '../server/records/record.service';

export const RECORDS = 50;

async function solidImage(index: number): Promise<Uint8Array> {
  const hue = (index * 47) % 256;
  const background = { r: hue, g: 140, b: 255 - hue };
  return new Uint8Array(await sharp({ create: { width: 640, height: 427, channels: 3, background } }).png().toBuffer());
}

function benchAttraction(index: number) {
  return attractionInput.parse({
    category: ['Religi', 'Sejarah', 'Budaya', 'Pesisir'][index % 4],
    name: `Wisata Uji ${index + 1}`,
    description: `Objek wisata ke-${index + 1} untuk uji beban: pantai, sawah, ukiran kayu dan batik Tegalsambi.`,
    price: 5000 + index * 1000,
    time_open_close: '08.00 - 17.00',
    phone: '081234567890',
    email: 'wisata@tegalsambi.test',
    instagram: 'desawisatategalsambi',
    location: `${(-6.616 + index * 0.0005).toFixed(4)}, ${(110.6517 + index * 0.0005).toFixed(4)}`,
    facilities: ['Parkir', 'Toilet', 'Mushola'],
    points_of_attraction: ['Pemandangan', 'Kuliner lokal'],
  });
}

/** Tops the table up to exactly RECORDS attractions; refuses a database that already holds more. */
export async function ensureRecords(db: Db): Promise<void> {
  const { count } = await db.selectFrom('attraction').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const existing = Number(count);
  if (existing > RECORDS) {
    throw new Error(`The database already holds ${existing} attractions (the bench needs exactly ${RECORDS}); use a throwaway database.`);
  }
  for (let index = existing; index < RECORDS; index += 1) {
    await createRecord(db, attractionRecord, benchAttraction(index), { files: [await solidImage(index)] });
  }
}

/** The attraction with the lowest id: its detail page is one of the bench's targets. */
export async function firstAttractionId(db: Db): Promise<number> {
  const { id } = await db.selectFrom('attraction').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return id;
}
