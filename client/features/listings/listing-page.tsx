import { localizedPath } from '@shared/locale';
import { message, messages } from '@shared/messages/public';
import { defineIsland } from '../../islands/define-island';
import { filterSections, type ListingSection as Section } from './listing';
import { ListHero } from './list-hero';
import { ListingSection } from './listing-section';
import { useSearchTerm } from './use-search-term';

interface Props {
  title: string;
  placeholder: string;
  /** The page's own route path: the search form sends `?q=` to it, in the page's language, without JavaScript. */
  path: string;
  sections: Section[];
  /** The term the page was rendered for (`?q=`). */
  q: string;
}

/**
 * A list page (attractions or facilities): hero with search, then the non-empty sections (SPEC.md §2, §5).
 * The term lives in the URL (`?q=`), so a search can be shared and the form works without JavaScript.
 */
export function ListingPage({ title, placeholder, path, sections, q }: Props) {
  const [term, setTerm] = useSearchTerm(q);
  const shown = filterSections(sections, term);
  const searching = term.trim() !== '';
  return (
    <>
      <ListHero title={title} placeholder={placeholder} action={localizedPath(path)} term={term} onTermChange={setTerm} />
      <div className="mx-auto max-w-6xl px-4 py-6">
        {shown.map((section, index) => (
          <ListingSection key={section.id} section={section} term={term} first={index === 0} />
        ))}
        {searching && shown.length === 0 ? (
          <div className="py-16 text-center">
            <p role="status" className="text-lg text-slate-800">{message('searchNoResults', { term: term.trim() })}</p>
            <button type="button" onClick={() => setTerm('')} className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
              {messages.searchClear}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The whole list hydrates: its search filters every section as the visitor types. */
export const ListingIsland = defineIsland('listing', ListingPage);
