import type { ReactNode } from 'react';
import { catalogIn, useLang } from 'shared-ui';
import { catalog } from '../i18n/catalog';
import { ResourcesRoutes } from '../pages/ResourcesRoutes';

/**
 * Waits for this app's Sinhala or Tamil text once, above every page, so no useT below ever suspends:
 * useT calls use() only while its catalog is loading, and React rejects a component that suspended
 * with use() and then renders without it ("conditional use of use", seen on a first visit in Tamil).
 * Throwing the pending promise suspends without use(), so this component's hooks never change.
 */
function CatalogLoaded({ children }: { children: ReactNode }) {
  const loaded = catalogIn(catalog, useLang());
  if (loaded instanceof Promise) throw loaded;
  return children;
}

/**
 * The resources section, in the page's language (src/i18n). What is still English (the projects'
 * stories, the FAQ's questions and answers, the news articles, the installation steps) is marked
 * lang="en" by each page where it is shown.
 */
export default function ResourcesRoutesPart() {
  return (
    <CatalogLoaded>
      <ResourcesRoutes />
    </CatalogLoaded>
  );
}
