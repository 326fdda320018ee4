import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ImportResult } from '../../../shared/api/guests';
import { formatPhone } from '../../../shared/phone';
import { errorMessage } from '../../app/api';
import { useGuestSite } from '../guest-site';
import { useImportHouseholds, type ImportKind } from '../guests-api';
import { importKindOf, readFileText } from '../import-text';
import { IMPORT_BYTES_LIMIT } from '../limits';

const KIND_LABELS: Record<ImportKind, string> = {
  'text/csv': 'a spreadsheet (CSV)',
  'text/vcard': 'phone contacts (vCard)',
  'text/plain': 'lines of names and numbers',
};

const TOO_LARGE =
  'This list is too large to send at once. Save only the names and numbers, or split it, then try again.';

/** /guests/import: a CSV, a vCard or pasted lines; a preview of what would be saved, then the saving. */
export default function ImportPage() {
  const site = useGuestSite();
  const importing = useImportHouseholds(site.liveId);
  const id = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [saved, setSaved] = useState<ImportResult | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const kind = importKindOf(text, fileName);
  const busy = importing.isPending;
  const failure = tooLarge
    ? TOO_LARGE
    : importing.isError
      ? errorMessage(importing.error, 'The list could not be read. Please check it and try again.')
      : '';

  function changeText(next: string, name = '') {
    setText(next);
    setFileName(name);
    setPreview(null);
    setSaved(null);
    setTooLarge(false);
    importing.reset();
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_BYTES_LIMIT) {
      importing.reset();
      setTooLarge(true);
      return;
    }
    changeText(await readFileText(file), file.name);
  }

  function run(dryRun: boolean) {
    // The limit is the server's, in bytes: a pasted list in Hindi or Kannada takes three a letter.
    const large = new Blob([text]).size > IMPORT_BYTES_LIMIT;
    setTooLarge(large);
    if (large) return importing.reset();
    importing.mutate(
      { body: text, kind, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) return setPreview(result);
          setSaved(result);
          setPreview(null);
        },
      },
    );
  }

  const previewRows = preview?.preview ?? [];
  return (
    <div className="guests-page import">
      <div className="card import__how">
        <p>
          Bring your list from a spreadsheet (in Excel or Google Sheets: File, Save as / Download, CSV), from your
          phone&apos;s contacts (export them as a vCard .vcf file), or paste lines such as{' '}
          <code>Sharma family, 98765 43210</code>. Columns are matched by their names (Name, Mobile, E-mail, Side,
          Members, Tags...), and a column named after a function (Haldi, Wedding...) invites with its seats or
          &quot;yes&quot;. A number already on your list is merged into that household.
        </p>
        <label className="btn btn--ghost import__file">
          Choose a file
          <input type="file" accept=".csv,.vcf,.txt,text/csv,text/vcard,text/x-vcard,text/plain" onChange={pick} />
        </label>
      </div>

      <div className="field">
        <label htmlFor={`${id}-text`}>{fileName ? `From ${fileName}` : 'Or paste here'}</label>
        <textarea
          id={`${id}-text`}
          className="import__text"
          spellCheck={false}
          placeholder={'Name,Mobile,Side\nSharma family,98765 43210,Bride'}
          value={text}
          onChange={(event) => changeText(event.target.value)}
        />
        {text.trim() && <p className="field-hint">Read as {KIND_LABELS[kind]}.</p>}
      </div>

      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="guests-actions">
        <button type="button" className="btn" disabled={!text.trim() || busy} onClick={() => run(true)}>
          {busy && !preview ? 'Reading…' : 'Preview'}
        </button>
        {preview && (
          <button
            type="button"
            className="btn btn--gold"
            disabled={busy || preview.added + preview.merged === 0}
            onClick={() => run(false)}
          >
            {busy ? 'Saving…' : `Save ${preview.added + preview.merged} households`}
          </button>
        )}
      </div>

      {preview && (
        <section className="card import__result" aria-label="Preview">
          <h2>Preview</h2>
          <p data-testid="preview-counts">
            {preview.added} new · {preview.merged} merged with your list · {preview.invalid.length} not readable
          </p>
          {previewRows.length > 0 && (
            <div className="import__table-wrap">
              <table className="import__table">
                <thead>
                  <tr>
                    <th scope="col">
                      <abbr title="Line">#</abbr>
                    </th>
                    <th scope="col">Household</th>
                    <th scope="col">Mobile</th>
                    <th scope="col">People</th>
                    <th scope="col" className="visually-hidden">
                      New or merged
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {previewRows.slice(0, 300).map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <th scope="row">{row.name}</th>
                      <td>{row.phone ? formatPhone(row.phone) : '–'}</td>
                      <td>{row.members}</td>
                      <td>
                        {row.merge ? <span className="chip chip--info">merge</span> : <span className="chip">new</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {previewRows.length > 300 && <p className="field-hint">and {previewRows.length - 300} more.</p>}
            </div>
          )}
          <InvalidLines result={preview} />
        </section>
      )}

      {saved && (
        <section className="card import__result" aria-label="Imported">
          <h2>Imported</h2>
          <p data-testid="import-counts">
            {saved.added} added · {saved.merged} merged · {saved.invalid.length} not imported
          </p>
          <InvalidLines result={saved} />
          <Link to="/guests" className="btn">
            See the guest list
          </Link>
        </section>
      )}
    </div>
  );
}

function InvalidLines({ result }: { result: ImportResult }) {
  if (result.invalid.length === 0) return null;
  return (
    <div className="import__invalid">
      <h3>Lines not imported</h3>
      <ul>
        {result.invalid.slice(0, 200).map((line) => (
          <li key={line.line}>
            <strong>Line {line.line}:</strong> {line.reason}
          </li>
        ))}
      </ul>
      {result.invalid.length > 200 && <p className="field-hint">and {result.invalid.length - 200} more.</p>}
    </div>
  );
}
