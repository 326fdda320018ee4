import { downloadUrl } from '../../../shared/download-url';
import { StoredImage } from '../../invitation/media';
import type { MediaKind } from '../image/upload';

/** What was stored, shown back: the picture, or the clip with its controls. */
export function UploadedMedia({ name, kind }: { name: string; kind: MediaKind }) {
  return (
    <div className="iu-uploaded">
      {kind === 'image' ? (
        <div className="iu-uploaded__thumb">
          <StoredImage fileName={name} alt="Uploaded picture" />
        </div>
      ) : (
        // The buyer's own clip, shown back to them: there are no captions to offer for it.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className="iu-uploaded__video" src={downloadUrl(name)} controls preload="metadata" />
      )}
      <p className="iu-stored">
        Stored as <code>{name}</code>
      </p>
    </div>
  );
}
