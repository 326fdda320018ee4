/** The last step: the cropped picture with Crop (again), New Image and Upload. */
export function CroppedStep({
  url,
  busy,
  stored,
  onRecrop,
  onNewImage,
  onUpload,
}: {
  url: string;
  busy: string | null;
  stored: string | null;
  onRecrop: () => void;
  onNewImage: () => void;
  onUpload: () => void;
}) {
  return (
    <div className="iu-result">
      {/* "picture" names what the buyer cropped, not that it is an image. */}
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
      <img src={url} alt="Your cropped picture" className="iu-result__image" />
      <div className="iu-result__actions">
        <button type="button" className="btn btn--ghost" onClick={onRecrop} disabled={Boolean(busy)}>
          Crop
        </button>
        <button type="button" className="btn btn--ghost" onClick={onNewImage} disabled={Boolean(busy)}>
          New Image
        </button>
        <button type="button" className="btn" onClick={onUpload} disabled={Boolean(busy) || Boolean(stored)}>
          {busy ?? (stored ? 'Uploaded' : 'Upload')}
        </button>
      </div>
    </div>
  );
}
