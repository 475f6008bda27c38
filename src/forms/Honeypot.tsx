/** The bot trap of a public form: an input people never see, reach or fill in (see bot-check.ts). */
import { HONEYPOT_FIELD } from './bot-check';

/** `label`: what the trap's label says (Site Text), for the bots that read it. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="cp-honeypot">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
