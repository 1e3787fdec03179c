/** The dashboard counts (SPEC.md §2) and the upcoming events; Sejarah is counted as Religi on the server (DESIGN.md §6). */
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { dashboardCountsQuery } from '@client/lib/queries';

const CARDS = [
  { key: 'religi', label: messages.adminCountReligi },
  { key: 'budaya', label: messages.adminCountBudaya },
  { key: 'pesisir', label: messages.adminCountPesisir },
  { key: 'penginapan', label: messages.adminCountPenginapan },
  { key: 'paket', label: messages.adminCountPaket },
  { key: 'fasilitas', label: messages.adminCountFasilitas },
  { key: 'kuliner', label: messages.adminCountKuliner },
  { key: 'umkm', label: messages.adminCountUmkm },
  { key: 'agenda', label: messages.adminCountAgenda },
  { key: 'pemesanan', label: messages.adminCountPemesanan },
] as const;

export function CountCards() {
  const counts = useQuery(dashboardCountsQuery());
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.key} data-testid={`count-${card.key}`} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-slate-700">{card.label}</p>
          <p className="mt-2 text-4xl font-bold text-emerald-800">{counts.data?.[card.key] ?? 0}</p>
        </li>
      ))}
    </ul>
  );
}
