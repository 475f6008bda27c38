/**
 * In the admin's own browser, public pages show its unpublished drafts; this bar says so, with
 * links to the admin panel to Publish or Discard them. Visitors never have drafts, so never see
 * it. It appears only after hydration (the prerendered page shows no drafts). What counts as a
 * draft is the store's answer, the one the admin's publish controls give too.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export function DraftBar() {
  const settings = useRouter().options.context.settings;
  const [drafts, setDrafts] = useState<string[]>([]);
  useEffect(() => {
    let latest = 0;
    const check = () => {
      const asked = ++latest;
      // Checks can overlap (several changes at once): only the last one asked decides.
      void settings.draftKeys().then((keys) => {
        if (asked === latest) setDrafts(keys);
      });
    };
    check();
    const unsubscribe = settings.subscribe(check);
    return () => {
      latest = -1;
      unsubscribe();
    };
  }, [settings]);
  if (drafts.length === 0) return null;
  return (
    <div className="cp-draft-bar" role="status">
      <span>Previewing unpublished changes</span>
      <a href="/admin">Publish</a>
      <a href="/admin">Discard</a>
    </div>
  );
}
