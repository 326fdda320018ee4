import { errorMessage } from '../../app/api';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { useGuestSite } from '../guest-site';
import { fetchShagunCsv } from '../shagun-api';

/** The whole book as a CSV file (fetched with the session's token, then saved). */
export function ShagunBookDownload() {
  const site = useGuestSite();
  async function download() {
    try {
      saveBlob(await fetchShagunCsv(site.liveId), `shagun-${site.slug}.csv`);
    } catch (error) {
      toast.error(errorMessage(error, 'The book could not be downloaded. Please try again.'));
    }
  }
  return (
    <button type="button" className="btn btn--ghost" onClick={download}>
      Download the book (CSV)
    </button>
  );
}
