/** Demo food and drink of Tegalsambi and Jepara (DESIGN.md §9), in Indonesian with English beside it. */
import type { KulinerInput, kulinerTranslated } from '../../shared/schemas/kuliner';
import { CONTACT_PHONE, type DemoRecord } from './content';

export const kuliner: DemoRecord<KulinerInput, (typeof kulinerTranslated)[number]>[] = [
  {
    data: {
      name: 'Warung Pindang Serani Pantai',
      category: 'Makanan',
      description:
        'Pindang serani, masakan khas Jepara: ikan laut segar hasil tangkapan nelayan Tegalsambi dimasak berkuah bening ' +
        'dengan kunyit, serai, belimbing wuluh dan cabai rawit, segar dan sedikit asam. Disantap dengan nasi hangat ' +
        'sambil memandang Pantai Tegalsambi.',
      price_min: 25000,
      price_max: 45000,
      opening_hours: 'Setiap hari, 09:00 - 20:00',
      phone: CONTACT_PHONE,
      location: '-6.6168, 110.6427',
      halal: true,
    },
    en: {
      description:
        "Pindang serani, a Jepara classic: fresh sea fish from Tegalsambi's fishermen, cooked in a clear broth with " +
        "turmeric, lemongrass, belimbing wuluh (a sour little fruit) and bird's-eye chillies, light and gently sour. " +
        "Enjoy it with warm rice, looking out over Tegalsambi Beach.",
      opening_hours: 'Daily, 09:00 - 20:00',
    },
    art: [{ theme: 'food', variant: 4 }, { theme: 'dusk', variant: 4 }],
  },
  {
    data: {
      name: 'Horog-horog Pasar Pagi',
      category: 'Makanan',
      description:
        'Horog-horog, pengganti nasi khas Jepara dari tepung pohon aren yang dikukus hingga berbutir-butir. Biasa ' +
        'dimakan dengan pecel, sate kikil atau parutan kelapa, dan hanya dijual pagi hari.',
      price_min: 8000,
      price_max: 15000,
      opening_hours: 'Setiap hari, 05:30 - 10:00',
      phone: CONTACT_PHONE,
      location: '-6.6153, 110.6510',
      halal: true,
    },
    en: {
      description:
        "Horog-horog is Jepara's own alternative to rice, made from sugar-palm flour steamed into tiny grains. It is " +
        "eaten with pecel (vegetables in peanut sauce), beef-skin satay or grated coconut, and sold only in the " +
        "morning.",
      opening_hours: 'Daily, 05:30 - 10:00',
    },
    art: [{ theme: 'food', variant: 5 }],
  },
  {
    data: {
      name: 'Adon-adon Coro Perempatan',
      category: 'Minuman',
      description:
        'Adon-adon coro, minuman hangat khas Jepara dari santan, gula aren, jahe, merica dan daun pandan. ' +
        'Menghangatkan badan di malam hari, apalagi selepas menonton Perang Obor.',
      price_min: 6000,
      price_max: 6000,
      opening_hours: 'Setiap hari, 17:00 - 23:00',
      phone: CONTACT_PHONE,
      location: '-6.6162, 110.6521',
    },
    en: {
      description:
        'Adon-adon coro, a warm Jepara drink of coconut milk, palm sugar, ginger, pepper and pandan leaf. Just the ' +
        'thing on a cool evening, especially after watching Perang Obor.',
      opening_hours: 'Daily, 17:00 - 23:00',
    },
    art: [{ theme: 'food', variant: 6 }],
  },
  {
    data: {
      name: 'Es Dawet dan Kopi Tepi Pantai',
      category: 'Minuman',
      description:
        'Es dawet dengan santan dan gula aren untuk siang yang terik, kopi tubruk untuk sore hari. Lapak warga di bawah ' +
        'pohon cemara laut, dekat tempat perahu nelayan bersandar.',
      price_min: 5000,
      price_max: 12000,
      opening_hours: 'Setiap hari, 10:00 - 18:00',
      phone: CONTACT_PHONE,
      location: '-6.6174, 110.6421',
    },
    // Its opening hours are left in Indonesian, so the English page shows the fallback (and the admin list marks it).
    en: {
      description:
        "Iced dawet with coconut milk and palm sugar for the hot middle of the day, strong kopi tubruk for the " +
        "afternoon. A villager's stall under the sea pines, near where the fishing boats come in.",
    },
    art: [{ theme: 'beach', variant: 5 }, { theme: 'food', variant: 7 }],
  },
  {
    data: {
      name: 'Bandeng Presto Tegalsambi',
      category: 'Oleh-oleh',
      description:
        'Bandeng presto buatan ibu-ibu pesisir Tegalsambi: dimasak bertekanan sampai durinya lunak, lalu dikemas ' +
        'rapat sehingga awet dibawa pulang. Tersedia juga bandeng asap.',
      price_min: 35000,
      price_max: 60000,
      opening_hours: 'Senin - Sabtu, 08:00 - 16:00',
      phone: CONTACT_PHONE,
      location: '-6.6164, 110.6436',
      halal: true,
    },
    en: {
      description:
        "Pressure-cooked milkfish made by the women of Tegalsambi's coast: cooked until even the bones are soft, then " +
        "tightly packed so it keeps well on the journey home. Smoked milkfish is available too.",
      opening_hours: 'Monday - Saturday, 08:00 - 16:00',
    },
    art: [{ theme: 'food', variant: 8 }],
  },
  {
    data: {
      name: 'Kacang Oven dan Krupuk Ikan',
      category: 'Oleh-oleh',
      description:
        'Kacang oven khas Jepara yang gurih dan renyah, serta krupuk ikan dari hasil laut nelayan desa, dalam kemasan ' +
        'siap dibawa sebagai buah tangan.',
      price_min: 15000,
      price_max: 40000,
      opening_hours: 'Setiap hari, 08:00 - 17:00',
      phone: CONTACT_PHONE,
      location: '-6.6149, 110.6530',
    },
    en: {
      description:
        "Jepara's savoury, crunchy oven-roasted peanuts, and crackers made from the village fishermen's catch, packed " +
        "and ready to take home as gifts.",
      opening_hours: 'Daily, 08:00 - 17:00',
    },
    art: [{ theme: 'food', variant: 9 }],
  },
];
