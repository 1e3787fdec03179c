import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages/public';

/** The landing page's about section (anchor #tentang, SPEC.md §2). */
export function LandingAbout() {
  return (
    <section id="tentang" aria-labelledby="tentang-judul" className="scroll-mt-24 py-12">
      <h2 id="tentang-judul" className="text-3xl font-bold text-slate-900">{messages.landingAboutTitle}</h2>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{messages.landingAboutText}</p>
      <Link to="/about" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {messages.landingAboutLink}
      </Link>
    </section>
  );
}
