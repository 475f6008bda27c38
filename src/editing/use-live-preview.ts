/**
 * The page follows the panel's form: while `on` (the form differs from what is stored), `show` gets
 * the value at each change; otherwise, and when the panel's field closes, `end` drops it. Entities
 * preview through the settings store, documents through the documents store.
 */
import { useEffect, useRef } from 'react';

export function useLivePreview(
  on: boolean,
  value: unknown,
  show: (value: unknown) => void,
  end: () => void,
): void {
  const json = JSON.stringify(value);
  const latest = useRef({ show, end });
  latest.current = { show, end };
  useEffect(() => {
    if (on) latest.current.show(JSON.parse(json));
    else latest.current.end();
  }, [on, json]);
  useEffect(() => () => latest.current.end(), []);
}
