import type { ReactNode } from 'react';
import { formatPolicyDate } from '../../shared/site-facts';
import { usePageTitle } from '../../shared/usePageTitle';
import './content.css';

export interface ContentSection {
  /** The anchor other pages link to (e.g. /faq#fees); the heading gets `${id}-heading`. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface ContentPageProps {
  title: string;
  /** Small label above the title, e.g. 'Policy' or 'Support'. */
  eyebrow?: string;
  intro: ReactNode;
  /** ISO date; policies show it as 'Last updated 22 November 2026'. */
  lastUpdated?: string;
  sections: readonly ContentSection[];
  /** An 'On this page' list of the sections; on by default for five sections or more. */
  showContents?: boolean;
  /** Shown after the sections, e.g. a call to contact support. */
  footer?: ReactNode;
}

export type ContentHeroProps = Pick<ContentPageProps, 'title' | 'eyebrow' | 'intro' | 'lastUpdated'>;

/** The title band: eyebrow, the page's one h1, intro and 'Last updated'. */
export function ContentHero({ title, eyebrow, intro, lastUpdated }: ContentHeroProps) {
  return (
    <header className="content-hero">
      <div className="container content-hero__inner">
        {eyebrow && <p className="content-hero__eyebrow">{eyebrow}</p>}
        <h1 className="content-hero__title">{title}</h1>
        <div className="content-hero__intro">{intro}</div>
        {lastUpdated && (
          <p className="content-hero__updated">
            Last updated <time dateTime={lastUpdated}>{formatPolicyDate(lastUpdated)}</time>
          </p>
        )}
      </div>
    </header>
  );
}

/** The one look of the static pages: a title band, an optional contents list, then h2 sections. */
export function ContentPage({
  title,
  eyebrow,
  intro,
  lastUpdated,
  sections,
  showContents = sections.length >= 5,
  footer,
}: ContentPageProps) {
  usePageTitle(title);
  return (
    <div className="content-page">
      <ContentHero title={title} eyebrow={eyebrow} intro={intro} lastUpdated={lastUpdated} />

      <div className={`container content-layout${showContents ? ' content-layout--with-contents' : ''}`}>
        {showContents && (
          <nav className="content-contents" aria-labelledby="content-contents-title">
            <p id="content-contents-title" className="content-contents__title">
              On this page
            </p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="content-body">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="content-section"
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className="content-section__title">
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
          {footer}
        </div>
      </div>
    </div>
  );
}
