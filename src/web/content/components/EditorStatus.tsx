import { Link } from 'react-router-dom';

export function EditorLoading() {
  return (
    <div className="ed-status" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>Loading data...</p>
    </div>
  );
}

/** Nothing to edit: no bought template, an unknown one, or no form for it. */
export function EditorUnavailable({ message, detail }: { message: string; detail?: string | undefined }) {
  return (
    <div className="ed-status ed-status--empty">
      <h2>{message}</h2>
      {detail && <p>{detail}</p>}
      <div className="ed-status__actions">
        <Link className="btn" to="/templetes">
          Your templates
        </Link>
        <Link className="btn btn--ghost" to="/temp">
          Explore templates
        </Link>
      </div>
    </div>
  );
}
