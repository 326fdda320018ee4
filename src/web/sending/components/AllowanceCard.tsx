import type { SendAllowance } from '../../../shared/api/sending';
import { messages } from '../words';

/** The site's WhatsApp messages: its pack's, those bought, those used and those left. */
export function AllowanceCard({ allowance }: { allowance: SendAllowance }) {
  return (
    <section className="card send-allowance" aria-label="WhatsApp messages">
      <p className="send-allowance__left">
        <strong data-testid="allowance-left">{messages(allowance.left)}</strong> left for WhatsApp via Utsav
      </p>
      <p className="field-hint">
        {allowance.included.toLocaleString('en-IN')} with your pack · {allowance.bought.toLocaleString('en-IN')} bought
        · {allowance.used.toLocaleString('en-IN')} used. E-mail and your own WhatsApp cost nothing.
      </p>
    </section>
  );
}
