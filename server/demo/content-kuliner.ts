/** Demo food and drink of Tegalsambi and Jepara (DESIGN.md §9), in Indonesian. */
import type { KulinerInput } from '../../shared/schemas/kuliner';
import { CONTACT_PHONE, type DemoRecord } from './content';

export const kuliner: DemoRecord<KulinerInput>[] = [
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
    art: [{ theme: 'food', variant: 9 }],
  },
];
