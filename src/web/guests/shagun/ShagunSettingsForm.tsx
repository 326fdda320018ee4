import { useId, useState, type FormEvent } from 'react';
import type { ShagunSettings } from '../../../shared/api/shagun';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useGuestSite } from '../guest-site';
import { useSaveShagunSettings } from '../shagun-api';
import { fieldWords } from '../shagun-words';

/** The owner's form for the guests' "Send your blessings" section; starts from the saved settings. */
export function ShagunSettingsForm({ initial }: { initial: ShagunSettings }) {
  const site = useGuestSite();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [upiId, setUpiId] = useState(initial.upiId);
  const [payeeName, setPayeeName] = useState(initial.payeeName);
  const save = useSaveShagunSettings(site.liveId);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { enabled, upiId: upiId.trim(), payeeName: payeeName.trim() },
      {
        onSuccess: (saved) =>
          toast.success(saved.enabled ? 'Guests now see “Send your blessings”.' : 'The shagun section is off.'),
      },
    );
  }

  return (
    <form className="card shagun__settings" onSubmit={submit} aria-label="Shagun on the invitation">
      <h2>Send your blessings</h2>
      <p className="guests__intro">
        Guests who cannot come can send shagun by UPI: the invitation shows a QR code of your UPI ID and the ID to copy.
        Payments go straight to your account; the invitation never sees them, so record them in the book below.
      </p>
      <label className="shagun__toggle">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Show “Send your blessings” on the invitation
      </label>
      <div className="field">
        <label htmlFor={`${id}-upi`}>UPI ID</label>
        <input
          id={`${id}-upi`}
          autoComplete="off"
          inputMode="email"
          maxLength={255}
          placeholder="ananya.rao@okhdfcbank"
          value={upiId}
          onChange={(event) => setUpiId(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-payee`}>Name guests see</label>
        <input
          id={`${id}-payee`}
          maxLength={60}
          placeholder="Ananya Rao"
          value={payeeName}
          onChange={(event) => setPayeeName(event.target.value)}
        />
      </div>
      {save.isError && (
        <p role="alert" className="field-error">
          {fieldWords(errorMessage(save.error, 'The settings could not be saved. Please try again.'))}
        </p>
      )}
      <button type="submit" className="btn" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
