import { createFileRoute, Link } from '@tanstack/react-router';
import { message, messages } from '@shared/messages/public';
import { villageSettings, villageTextLang } from '@client/lib/village';
import { villageRegion } from '@shared/village';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { aboutSchema, routeHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: routeHead((village) => ({ page: messages.aboutTitle, description: message('metaAboutDescription', { site: village.title }), schema: aboutSchema })),
  component: About,
});

/** The village's text as its admin wrote it: paragraphs split by an empty line, "## " lines as section titles. */
function aboutBlocks(text: string): { heading: boolean; text: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('## ') ? { heading: true, text: block.slice(3).trim() } : { heading: false, text: block }));
}

/** "Tentang Desa" (SPEC.md §2): the village's own text ("Pengaturan Desa"), then the way to its tour packages. */
function About() {
  const village = villageSettings();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb current={messages.aboutTitle} />
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">{messages.aboutTitle}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-700">{message('aboutLead', { title: village.title, region: villageRegion(village) })}</p>
      <div lang={villageTextLang('about')} className="mt-6 space-y-4 leading-relaxed text-slate-800">
        {aboutBlocks(village.about).map((block, index) =>
          block.heading ? (
            <h2 key={index} className="pt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          ) : (
            <p key={index} className="whitespace-pre-line">
              {block.text}
            </p>
          ),
        )}
      </div>
      <Link to="/attractions" hash="paket" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {messages.aboutPackagesLink}
      </Link>
    </article>
  );
}
