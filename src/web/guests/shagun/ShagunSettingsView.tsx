import type { ShagunSettings } from '../../../shared/api/shagun';

/**
 * A co-host's view: where the money goes is the owner's decision alone (the server refuses anyone else), so
 * the co-host sees it and who may change it, with nothing to type into.
 */
export function ShagunSettingsView({ settings }: { settings: ShagunSettings }) {
  return (
    <section className="card shagun__settings" aria-label="Shagun on the invitation">
      <h2>Send your blessings</h2>
      <p className="guests__intro">
        Only the site&apos;s owner can change where shagun goes: the UPI ID, the name guests see and whether the
        invitation shows it.
      </p>
      <dl className="shagun__readonly">
        <div>
          <dt>On the invitation</dt>
          <dd>{settings.enabled ? 'Shown' : 'Not shown'}</dd>
        </div>
        <div>
          <dt>UPI ID</dt>
          <dd data-testid="shagun-upi-id">{settings.upiId || 'Not set'}</dd>
        </div>
        <div>
          <dt>Name guests see</dt>
          <dd>{settings.payeeName || 'Not set'}</dd>
        </div>
      </dl>
    </section>
  );
}
