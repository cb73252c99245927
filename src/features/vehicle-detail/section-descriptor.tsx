import 'server-only';
import { Fragment, type ReactNode } from 'react';
import { Guard } from './Guard.server';
import type { DetailPageData } from './page-data.server';

/** Where on the page a section sits: above the layout, its three columns, or below it. */
export type Region = 'top' | 'media' | 'summary' | 'main' | 'bottom';

/** A product §8 boundary: the section's name, and what replaces it when it fails (nothing by default). */
export interface Boundary {
  section: string;
  fallback?: (data: DetailPageData) => ReactNode;
}

/** One section of the detail page, as the page's list declares it. */
export interface SectionSpec<P> {
  /** Unique in the list. */
  key: string;
  region: Region;
  /** The view's props from the page's data; null when the section is not on this page (a sold listing …). */
  needs: (data: DetailPageData) => P | null;
  /**
   * Called as a function inside the boundary, so a server-side throw is caught there; a client
   * component is returned as an element (`(props) => <RecentlyViewed {...props} />`).
   */
  view: (props: P) => ReactNode;
  /** Null where nothing can fail, or where the section's parts guard themselves (the dealer-contact slots). */
  boundary: Boundary | null;
}

export interface SectionDescriptor {
  key: string;
  region: Region;
  render: (data: DetailPageData) => ReactNode;
}

/** Erases the props type, so that sections with different views fit one list. */
export function section<P>({ key, region, needs, view, boundary }: SectionSpec<P>): SectionDescriptor {
  return {
    key,
    region,
    render(data) {
      const props = needs(data);
      if (props === null) return null;
      if (!boundary) return view(props);
      return <Guard section={boundary.section} render={() => view(props)} fallback={boundary.fallback?.(data)} crash={data.crash} />;
    },
  };
}

/** The sections of one region, in the list's order. */
export function renderRegion(sections: readonly SectionDescriptor[], region: Region, data: DetailPageData): ReactNode {
  return sections.filter((entry) => entry.region === region).map((entry) => <Fragment key={entry.key}>{entry.render(data)}</Fragment>);
}
