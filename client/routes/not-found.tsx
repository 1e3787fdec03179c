import { createFileRoute, Link } from '@tanstack/react-router';
import { messages } from '@shared/messages/public';
import { routeHead } from '../lib/page-head';

export const Route = createFileRoute('/not-found')({
  // The server answers this page with 404 (entry-server.tsx).
  head: routeHead((village) => ({ page: messages.pageNotFound, description: village.description, noindex: true })),
  component: NotFound,
});

/** SPEC.md §2: "404", "Halaman tidak ditemukan", "Kembali ke Landing Page". The server answers it with 404. */
function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">{messages.notFoundCode}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <span className="sr-only">{messages.notFoundCode} </span>
        {messages.pageNotFound}
      </h1>
      <Link to="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {messages.notFoundBack}
      </Link>
    </div>
  );
}
