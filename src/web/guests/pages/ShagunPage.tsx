import { ShagunBookCard } from '../shagun/ShagunBookCard';
import { ShagunSettingsCard } from '../shagun/ShagunSettingsCard';

/**
 * /guests/shagun: the guests' "Send your blessings" section (a UPI ID shown as a QR code on the invitation), and
 * the family's private shagun book with its totals and CSV. Co-hosts keep the book too (and see the UPI ID
 * read-only: only the owner sets where the money goes); guests never see the book.
 */
export default function ShagunPage() {
  return (
    <div className="guests-page shagun">
      <ShagunSettingsCard />
      <ShagunBookCard />
    </div>
  );
}
