/**
 * In the admin's own browser, public pages show its unpublished drafts; this bar says so, with
 * links to the admin panel to Publish or Discard them. Visitors never have drafts, so never see
 * it. It appears only after hydration (the prerendered page shows no drafts).
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { localDraftKeys } from '@/storage/settings-source';

export function DraftBar() {
  const settings = useRouter().options.context.settings;
  const [drafts, setDrafts] = useState<string[]>([]);
  useEffect(() => {
    const check = () => {
      if (settings.onDefaults) return setDrafts([]);
      setDrafts(
        localDraftKeys().filter((key) => {
          let local: unknown;
          try {
            local = JSON.parse(localStorage.getItem(`connectia:${key}`) ?? 'null');
          } catch {
            return true;
          }
          return JSON.stringify(local) !== JSON.stringify(settings.published(key)?.value);
        }),
      );
    };
    check();
    return settings.subscribe(check);
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
