import type { ReactNode } from 'react';
import { POLICY } from '../../../shared/policy';
import { usePageTitle } from '../../ui/use-page-title';
import './legal.css';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A numbered legal document with its effective date and issuer, and a table of contents. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <main className="legal">
      <header className="legal__header">
        <div className="container legal__narrow">
          <p className="eyebrow">Legal</p>
          <h1>{title}</h1>
          <p className="legal__meta">
            Effective date: <strong>{POLICY.termsEffectiveDate}</strong> · Issued by {POLICY.company}
          </p>
        </div>
      </header>
      <div className="container legal__narrow legal__body">
        <div className="legal__intro">{intro}</div>
        <nav className="legal__toc" aria-label="Contents">
          <h2>Contents</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="legal__sections">
          {sections.map((section, index) => (
            <li key={section.title} id={`section-${index + 1}`} className="legal__section">
              <h2>
                <span className="legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}
