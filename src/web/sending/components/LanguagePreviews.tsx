import type { UseQueryResult } from '@tanstack/react-query';
import type { SendPreview } from '../../../shared/api/sending';
import { errorMessage } from '../../app/api';
import { LANGUAGE_LABELS } from '../../guests';
import { households } from '../words';

/** The message in each language of the chosen households, as the first of them will read it. */
export function LanguagePreviews({ preview }: { preview: UseQueryResult<SendPreview> }) {
  if (preview.isError)
    return (
      <p role="alert" className="guests__error">
        {errorMessage(preview.error, 'The preview could not be made. Please try again.')}
      </p>
    );
  if (!preview.data) return <div className="spinner" role="status" aria-label="Loading the preview" />;
  return (
    <ul className="send-previews" aria-label="Preview" aria-busy={preview.isFetching}>
      {preview.data.languages.map((language) => (
        <li key={language.lang} className="send-preview" lang={language.lang}>
          <p className="send-preview__head">
            {LANGUAGE_LABELS[language.lang]} · {households(language.households)}
          </p>
          <p className="send-preview__text">{language.text}</p>
        </li>
      ))}
    </ul>
  );
}
