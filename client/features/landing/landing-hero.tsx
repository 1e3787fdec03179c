import { Link } from '@tanstack/react-router';
import { MEDIUM_IMAGE_WIDTH } from '@shared/constants';
import { imageSrcSet, imageUrl } from '@shared/image-url';
import { messages } from '@shared/messages/public';
import { villageSettings, villageTextLang } from '@client/lib/village';

/** The photo fills the hero at every width; the head preloads it with the same `sizes` (routes/index.tsx). */
export const HERO_SIZES = '100vw';

/**
 * The landing hero: the village's front-page photo ("Pengaturan Desa") as the page's largest image, its
 * focus kept in view when the screen crops it, and a shade under the text so it reads on any photo.
 * Without a photo, a backdrop drawn in CSS (DESIGN.md §5 performance bar).
 */
export function LandingHero() {
  const village = villageSettings();
  const { hero, heroFocus } = village;
  return (
    <div className={hero ? 'relative overflow-hidden bg-brand-800' : 'hero-backdrop'}>
      {hero && (
        <>
          <img
            src={imageUrl(hero, MEDIUM_IMAGE_WIDTH)}
            srcSet={imageSrcSet(hero)}
            sizes={HERO_SIZES}
            width={hero.width}
            height={hero.height}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
            style={{ objectPosition: `${heroFocus.x}% ${heroFocus.y}%` }}
          />
          <div className="absolute inset-0 bg-gradient-to-t from-slate-950/80 via-slate-950/45 to-slate-950/25" aria-hidden="true" />
        </>
      )}
      <div className="relative mx-auto flex min-h-[420px] max-w-6xl flex-col justify-center px-4 py-16">
        <h1 className="max-w-3xl text-4xl font-extrabold text-white drop-shadow md:text-6xl">{village.title}</h1>
        <p lang={villageTextLang('tagline')} className="mt-4 max-w-2xl text-lg text-white drop-shadow">{village.tagline}</p>
        <Link to="/attractions" className="mt-8 self-start rounded-full bg-torch-500 px-6 py-3 font-bold text-slate-900 hover:bg-sand-50">
          {messages.landingHeroCta}
        </Link>
      </div>
    </div>
  );
}
