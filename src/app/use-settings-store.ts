/**
 * The settings store for the admin and edit mode, which the page loads for the signed-in owner after
 * hydration; asked for here too, and undefined until it has loaded.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SettingsStore } from '@/storage/settings-store';

export function useSettingsStore(): SettingsStore | undefined {
  const context = useRouter().options.context;
  const [store, setStore] = useState(context.settings.loaded);
  useEffect(() => {
    let live = true;
    void context.settings.get().then((loaded) => live && setStore(loaded));
    return () => {
      live = false;
    };
  }, [context]);
  return store;
}
