/**
 * What every public form does around sending: the quiet bot filters (honeypot and minimum fill
 * time), and the failure message to show. The form keeps its values on failure; the caller resets
 * it on success.
 */
import { useEffect, useRef, useState } from 'react';
import { looksAutomated, MIN_FILL_MS } from './bot-check';
import type { Delivery } from './deliver';

export function useDelivery() {
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  /** True once a person could have filled the form in (tests wait for it, as a person would). */
  const [armed, setArmed] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    shownAt.current = Date.now();
    const timer = window.setTimeout(() => setArmed(true), MIN_FILL_MS);
    return () => window.clearTimeout(timer);
  }, []);

  /** Sends unless a bot is suspected ('dropped': show the usual confirmation, send nothing). */
  const send = async (deliver: () => Promise<Delivery>): Promise<Delivery | 'dropped'> => {
    setFailure(undefined);
    if (looksAutomated(honeypot.current?.value ?? '', shownAt.current, Date.now())) return 'dropped';
    const result = await deliver();
    if (!result.ok) setFailure(result.message);
    return result;
  };

  return { armed, honeypot, failure, clearFailure: () => setFailure(undefined), send };
}
