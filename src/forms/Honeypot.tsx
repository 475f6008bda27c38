/** The bot trap of a public form: an input people never see, reach or fill in (see bot-check.ts). */
import { HONEYPOT_FIELD } from './bot-check';

export function Honeypot() {
  return (
    <div aria-hidden="true" className="cp-honeypot">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
