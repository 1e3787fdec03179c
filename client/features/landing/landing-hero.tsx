import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages/public';
import { village } from '@shared/village';

/** The landing hero: drawn in CSS, no image to download (DESIGN.md §5 performance bar). */
export function LandingHero() {
  return (
    <div className="hero-backdrop">
      <div className="mx-auto flex min-h-[420px] max-w-6xl flex-col justify-center px-4 py-16">
        <h1 className="max-w-3xl text-4xl font-extrabold text-white md:text-6xl">{village.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white">{village.tagline}</p>
        <Link to="/attractions" className="mt-8 self-start rounded-full bg-torch-500 px-6 py-3 font-bold text-slate-900 hover:bg-sand-50">
          {messages.landingHeroCta}
        </Link>
      </div>
    </div>
  );
}
