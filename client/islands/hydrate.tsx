/**
 * The browser's part of a server-rendered public page: each island (define-island.tsx) is loaded and
 * hydrated where the server put it, all at once, each as soon as its script arrives. Once every island is
 * adopted the page is marked `data-hydrated` on its root element.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './define-island';
import { isIslandName } from './names';
import { ISLANDS } from './registry';

/** Tells when React has adopted the island's HTML: its effects run after the hydrating commit. */
function Adopted({ onAdopted, children }: { onAdopted: () => void; children: ReactNode }) {
  useEffect(onAdopted, [onAdopted]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) return;
  const island = await ISLANDS[name].load();
  const props: unknown = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}');
  const { Component } = island;
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser between components: taps and scrolling stay responsive.
    startTransition(() => {
      hydrateRoot(
        element,
        <Adopted onAdopted={resolve}>
          <Component {...(props as object)} />
        </Adopted>,
      );
    });
  });
}

// An island inside another is its outer island's to render.
const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`));
await Promise.allSettled(islands.map(hydrateIsland));
document.documentElement.dataset.hydrated = 'true';
