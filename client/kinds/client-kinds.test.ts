/**
 * Every kind of record reaches every place of the client that must know it: a kind added to RECORD_KINDS
 * and declared (client-kinds.ts) but left out of one of these fails here, each place named.
 */
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { DETAIL_PAGES, RECORD_KINDS, type RecordKind } from '@shared/constants';
import { ACTIVE_PREFIXES } from '@client/components/layout/nav-items';
import { LOG_KINDS } from '@client/features/admin/audit-log/log-view';
import { FILTERS } from '@client/features/village-map/map-points';
import { routeTree } from '@client/routeTree.gen';
import { ADMIN_SCREENS, adminKindAt, CLIENT_KINDS, detailKindAt, kindsWith, MAP_KINDS } from './client-kinds';

/** Kinds whose records have no place on the village map: a tour package is a day, an event has a place name. */
const OFF_THE_MAP: readonly RecordKind[] = ['paket', 'event'];

/** Every path the route tree serves. */
const routePaths = Object.keys(createRouter({ routeTree, context: { queryClient: new QueryClient(), siteUrl: '' } }).routesByPath);

describe.each(RECORD_KINDS)('the kind %s', (kind) => {
  const declared = CLIENT_KINDS[kind];

  it('is declared under its own name', () => {
    expect(declared.kind).toBe(kind);
  });

  it('has a public page exactly when DETAIL_PAGES gives it one, served at its path', () => {
    const page = kind in DETAIL_PAGES ? DETAIL_PAGES[kind as keyof typeof DETAIL_PAGES] : undefined;
    expect(declared.detail !== null).toBe(page !== undefined);
    if (page) expect(detailKindAt(page.path.slice(1))).toBe(declared.detail);
  });

  it('has its list page in the routes and in the menu, and its detail pages count under it', () => {
    const page = kind in DETAIL_PAGES ? DETAIL_PAGES[kind as keyof typeof DETAIL_PAGES] : undefined;
    if (!page) return;
    expect(routePaths).toContain(page.list);
    const menu = Object.values(ACTIVE_PREFIXES).find((prefixes: readonly string[]) => prefixes.includes(page.list));
    expect(menu, `no menu item for ${page.list}`).toBeDefined();
    expect(menu?.some((prefix) => `${page.path}/1`.startsWith(prefix))).toBe(true);
  });

  it('has at least one admin screen, each in the sidebar and reachable by its name', () => {
    expect(declared.admin.length).toBeGreaterThan(0);
    for (const screen of declared.admin) {
      expect(ADMIN_SCREENS).toContain(screen);
      expect(adminKindAt(screen.screen)).toBe(screen);
    }
  });

  it('stands on the village map unless it is one of the kinds that do not', () => {
    expect(kindsWith('map').includes(kind)).toBe(!OFF_THE_MAP.includes(kind));
  });

  it('is a kind the audit log can be filtered by', () => {
    expect(LOG_KINDS).toContain(kind);
  });
});

describe('the registries', () => {
  it('name every admin screen once, and sort the sidebar by the declared places', () => {
    const screens = ADMIN_SCREENS.map((screen) => screen.screen);
    expect(new Set(screens).size).toBe(screens.length);
    expect(ADMIN_SCREENS.map((screen) => screen.menu)).toEqual([...ADMIN_SCREENS.map((screen) => screen.menu)].sort((a, b) => a - b));
    // SPEC.md §2's order of the first record screens.
    expect(screens.filter((screen) => ['wisata', 'paket', 'fasilitas', 'penginapan', 'umkm'].includes(screen))).toEqual(['wisata', 'paket', 'fasilitas', 'penginapan', 'umkm']);
  });

  it('find no kind for a section or a screen no kind has', () => {
    expect(detailKindAt('admin')).toBeUndefined();
    expect(detailKindAt('attractions')).toBeUndefined();
    expect(adminKindAt('pengaturan')).toBeUndefined();
  });

  it('offer a map filter for the categories of the kinds on the map', () => {
    const values: string[] = FILTERS.map((filter) => filter.value);
    expect(MAP_KINDS.length).toBe(RECORD_KINDS.length - OFF_THE_MAP.length);
    for (const category of ['wisataReligi', 'wisataBudaya', 'wisataPesisir', 'fasilitas', 'penginapan', 'kuliner']) expect(values).toContain(category);
  });
});
