import { Link } from 'react-router-dom';
import { useChatReturn } from '../../chat';
import { usePageTitle } from '../../ui/use-page-title';
import { CropAndUpload } from '../upload/CropAndUpload';
import { GenericUpload } from '../upload/GenericUpload';
import '../../ui/editor.css';
import './image-upload.css';

/** /imageupld: crop and upload a photo, or upload any photo or video as it is. */
export default function ImageUploadPage() {
  const { fromChat } = useChatReturn();
  usePageTitle('Upload media');
  return (
    <div className="ed-page iu-page">
      <header className="iu-head">
        {fromChat ? (
          <Link to="/help" className="iu-back">
            ← Back to chat
          </Link>
        ) : (
          <Link to="/dash" className="iu-back">
            ← Back to dashboard
          </Link>
        )}
        <h1>Upload media</h1>
        <p>
          Crop a photo to the shape you need, or upload a photo or video as it is. Photos are compressed to at most 1 MB
          first.
        </p>
      </header>
      <div className="iu-columns">
        <CropAndUpload />
        <GenericUpload />
      </div>
    </div>
  );
}
