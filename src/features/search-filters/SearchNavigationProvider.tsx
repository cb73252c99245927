'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useTransition, type MouseEvent, type ReactNode } from 'react';

interface SearchNavigation {
  /** True while a navigation started by the filters, chips or pagination is loading. */
  isPending: boolean;
  /** Goes to `url` in a transition; `during` runs inside it (for optimistic state). */
  navigate(url: string, during?: () => void): void;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

function useNavigationState(): SearchNavigation {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (url: string, during?: () => void) =>
      startTransition(() => {
        during?.();
        // The panel stays where the visitor is; the results update in place.
        router.push(url, { scroll: false });
      }),
    [router],
  );
  return useMemo(() => ({ isPending, navigate }), [isPending, navigate]);
}

/** Shares one pending state between the filters (which navigate) and the results (which show a skeleton). */
export function SearchNavigationProvider({ children }: { children: ReactNode }) {
  const value = useNavigationState();
  return <SearchNavigationContext value={value}>{children}</SearchNavigationContext>;
}

/** The shared navigation, or one of its own when a component is used outside the provider. */
export function useSearchNavigation(): SearchNavigation {
  const own = useNavigationState();
  return useContext(SearchNavigationContext) ?? own;
}

/** Shows `skeleton` instead of the results while a search navigation is pending. */
export function PendingResults({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const { isPending } = useSearchNavigation();
  return <div aria-busy={isPending}>{isPending ? skeleton : children}</div>;
}

/** A real link (crawlers, no JavaScript, new tabs) that navigates as a search transition when it can. */
export function SearchLink({ href, className, children, ...rest }: { href: string; className?: string; children: ReactNode; 'aria-label'?: string }) {
  const { navigate } = useSearchNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
