/** The first step: a large target that opens the file picker, and Upload (which says a picture is needed). */
export function ChooseStep({ onPick, onUpload }: { onPick: () => void; onUpload: () => void }) {
  return (
    <div className="iu-choose">
      <button type="button" className="iu-drop" onClick={onPick}>
        <span className="iu-drop__icon" aria-hidden="true">
          ⬆
        </span>
        <strong>Choose an image</strong>
        <span>JPEG, PNG, GIF or WebP</span>
      </button>
      <button type="button" className="btn btn--ghost" onClick={onUpload}>
        Upload
      </button>
    </div>
  );
}
