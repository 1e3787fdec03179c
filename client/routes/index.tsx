import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryUtils.attraction.list.ensureData(),
  component: Landing,
});

function Landing() {
  const attractions = trpc.attraction.list.useQuery();
  return (
    <main>
      <h1>Desa Wisata Tegalsambi</h1>
      <ul>{attractions.data?.map((attraction) => <li key={attraction.id}>{attraction.name}</li>)}</ul>
    </main>
  );
}
