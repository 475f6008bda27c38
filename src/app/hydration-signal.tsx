/**
 * Tells the browser entry that the page is hydrated, by React's own means: an effect runs only once
 * the component that declares it has hydrated and committed. React hydrates the router's Suspense
 * boundaries after the first commit, so the signal sits inside the innermost one, in the layouts
 * every page renders (SiteLayout, the admin's layouts): when its effect runs, the whole page is live.
 */
import { createContext, useContext, useEffect } from 'react';

export const HydrationContext = createContext<(() => void) | undefined>(undefined);

export function HydrationSignal() {
  const onHydrated = useContext(HydrationContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
