/**
 * The head of a public page (DESIGN.md §7), written once in its route's `head`: title, description,
 * canonical address, Open Graph and JSON-LD. The server render writes it into the HTML for link previews
 * and search engines (entry-server.tsx); in the browser the title follows navigation (DocumentTitle).
 */
import type { AnyRouteMatch } from '@tanstack/react-router';
import { DETAIL_PAGES, DOCUMENTS, MEDIUM_IMAGE_WIDTH, type DetailPageKind } from '@shared/constants';
import { GALLERY_SIZES, imageSrcSet, imageUrl, resizedPath } from '@shared/image-url';
import { message } from '@shared/messages/public';
import type { ImageRef } from '@shared/schemas/common';
import { villageSettings } from '@client/lib/village';
import type { VillageSettings } from '@shared/village';
import { currentLocale, DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localePath, localizedPath, OPEN_GRAPH_LOCALES } from '@shared/locale';
import type { RouterContext } from './queries';

export interface PageHeadInput {
  /** The page's own name; the landing page has none and is titled by the village alone. */
  page?: string;
  description: string;
  /** The site's origin and the page's path: the canonical address. */
  siteUrl: string;
  path: string;
  /** The page's main picture: its preview image, fetched from the head before the page's script asks for it. */
  cover?: Pick<ImageRef, 'dir' | 'width'> | null;
  /** The cover's `sizes` where it is not a detail page's gallery (the landing page's full-width photo). */
  coverSizes?: string;
  /** schema.org type of the page or its subject, for its JSON-LD; a page without one has none (the not-found page). */
  schemaType?: string;
  /** More of the subject's schema.org properties (an event's dates, place and offer). */
  schemaFields?: Record<string, unknown>;
  noindex?: boolean;
}

type Meta = NonNullable<AnyRouteMatch['meta']>[number];
type Link = NonNullable<AnyRouteMatch['links']>[number];
type Script = NonNullable<AnyRouteMatch['headScripts']>[number];

/** "{page} | {village}", or the village's title alone. */
export function pageTitle(page?: string): string {
  const site = villageSettings().title;
  return page ? message('metaTitle', { page, site }) : site;
}

/** A description fit for a preview: one line, at most 160 characters. */
export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

/** JSON inside <script> must not be able to close the element. */
function jsonLd(value: object): Script {
  return { type: 'application/ld+json', children: JSON.stringify(value).replace(/</g, '\\u003c') };
}

/**
 * Every language's address of a page, and `x-default` for a visitor of any other (the Indonesian one), as
 * Google asks of localized versions: each version lists them all, itself included.
 */
function languageAlternates(siteUrl: string, path: string): Link[] {
  return [
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: LANGUAGE_TAGS[locale], href: `${siteUrl}${localePath(path, locale)}` })),
    { rel: 'alternate', hrefLang: 'x-default', href: `${siteUrl}${localePath(path, DEFAULT_LOCALE)}` },
  ];
}

/** `path` is the route's, as the router matched it: the page's address is that path in the page's language. */
export function pageHead({ page, description, siteUrl, path, cover, coverSizes = GALLERY_SIZES, schemaType, schemaFields, noindex }: PageHeadInput): { meta: Meta[]; links: Link[]; scripts: Script[] } {
  const title = pageTitle(page);
  const locale = currentLocale();
  const url = `${siteUrl}${localePath(path, locale)}`;
  const village = villageSettings();
  // A page without a picture of its own is previewed with the village's front-page photo.
  const preview = cover ?? village.hero;
  const image = preview ? `${siteUrl}${resizedPath(preview.dir, MEDIUM_IMAGE_WIDTH)}` : undefined;
  const meta: Meta[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: village.title },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OPEN_GRAPH_LOCALES[other] })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
  const links: Link[] = [
    { rel: 'canonical', href: url },
    ...languageAlternates(siteUrl, path),
    ...(cover
      ? [{ rel: 'preload', as: 'image', href: imageUrl(cover, MEDIUM_IMAGE_WIDTH), imageSrcSet: imageSrcSet(cover), imageSizes: coverSizes, fetchPriority: 'high' as const }]
      : []),
  ];
  const scripts = schemaType
    ? [jsonLd({ '@context': 'https://schema.org', '@type': schemaType, name: page ?? village.title, description, url, inLanguage: LANGUAGE_TAGS[locale], ...(image ? { image } : {}), ...schemaFields })]
    : [];
  return { meta, links, scripts };
}

type Schema = Pick<PageHeadInput, 'schemaType' | 'schemaFields'>;

/** A page's head as its route declares it: the address comes from the match, the JSON-LD from `schema`. */
interface RouteHeadInput extends Omit<PageHeadInput, 'siteUrl' | 'path' | 'schemaType' | 'schemaFields'> {
  /** The page's schema.org subject, read from the router's context where it lists what the loader read. */
  schema?: (context: RouterContext) => Schema;
}

/**
 * A route's `head` option: the page's head at the address the router matched. A head that names the
 * village is a function of its settings, read when the page is rendered, not when the route is declared.
 */
export function routeHead(input: RouteHeadInput | ((village: VillageSettings) => RouteHeadInput)) {
  return ({ match }: { match: { context: RouterContext; pathname: string } }) => {
    const { schema, ...head } = typeof input === 'function' ? input(villageSettings()) : input;
    return pageHead({ ...head, siteUrl: match.context.siteUrl, path: match.pathname, ...schema?.(match.context) });
  };
}

/** Where the village is (DESIGN.md §0): its region and its centre. */
function villagePlace(): Record<string, unknown> {
  const { district, regency, province, map } = villageSettings();
  return {
    address: { '@type': 'PostalAddress', addressLocality: district, addressRegion: `${regency}, ${province}`, addressCountry: 'ID' },
    geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude },
  };
}

function villageDestination(): Record<string, unknown> {
  return { '@type': 'TouristDestination', name: villageSettings().title, ...villagePlace() };
}

/** The landing page is the village itself, a destination with its place on the map. */
export function destinationSchema(): Schema {
  return { schemaType: 'TouristDestination', schemaFields: villagePlace() };
}

/** A page about the village (the About page). */
export function aboutSchema(): Schema {
  return { schemaType: 'AboutPage', schemaFields: { about: villageDestination() } };
}

/** The village map page: a map of the village. */
export function mapSchema(): Schema {
  return { schemaType: 'Map', schemaFields: { mapType: 'https://schema.org/VenueMap', about: villageDestination() } };
}

/** The masterplan page: the village's PDF documents (DESIGN.md §1). */
export function documentsSchema(siteUrl: string): Schema {
  const documents = DOCUMENTS.map((document) => ({ '@type': 'DigitalDocument', name: document.title, url: `${siteUrl}/files/${document.slug}`, encodingFormat: 'application/pdf' }));
  return { schemaType: 'CollectionPage', schemaFields: { about: villageDestination(), hasPart: documents } };
}

export interface ListedRecord {
  kind: DetailPageKind;
  id: number;
  name: string;
}

/**
 * A list page: the records it shows, in its order, each with its detail page. Without them (their read
 * failed, and the page shows its error) the page declares no list.
 */
export function itemListSchema(siteUrl: string, records: readonly ListedRecord[] | undefined): Schema {
  if (!records) return {};
  const itemListElement = records.map((record, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    url: `${siteUrl}${localizedPath(`${DETAIL_PAGES[record.kind].path}/${record.id}`)}`,
    name: record.name,
  }));
  return { schemaType: 'ItemList', schemaFields: { numberOfItems: itemListElement.length, itemListElement } };
}
