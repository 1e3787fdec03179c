import { createFileRoute, Link } from '@tanstack/react-router';
import { message, messages } from '@shared/messages/public';
import { village } from '@shared/village';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { aboutSchema, routeHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: routeHead({ page: messages.aboutTitle, description: message('metaAboutDescription', { site: village.title }), schema: aboutSchema }),
  component: About,
});

const PARTS = [
  { title: messages.aboutBeachTitle, text: messages.aboutBeach },
  { title: messages.aboutCultureTitle, text: messages.aboutCulture },
  { title: messages.aboutCraftTitle, text: messages.aboutCraft },
] as const;

/** "Tentang Desa" (SPEC.md §2): the village, the beach, Perang Obor, wood crafts and tour packages. */
function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb current={messages.aboutTitle} />
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">{messages.aboutTitle}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-700">{messages.aboutLead}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-800">{messages.aboutVillage}</p>
      {PARTS.map((part) => (
        <section key={part.title} className="mt-8">
          <h2 className="text-2xl font-bold text-slate-900">{part.title}</h2>
          <p className="mt-2 leading-relaxed text-slate-800">{part.text}</p>
        </section>
      ))}
      <section className="mt-8">
        <h2 className="text-2xl font-bold text-slate-900">{messages.aboutPackagesTitle}</h2>
        <p className="mt-2 leading-relaxed text-slate-800">{messages.aboutPackages}</p>
        <Link to="/attractions" hash="paket" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
          {messages.aboutPackagesLink}
        </Link>
      </section>
    </article>
  );
}
