import { useLingui } from '@lingui/react';
import { PageHeader, Section, Stack, Text } from '@puente/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { container, measure } from '../styles/layout.css';
import { usePageTitle } from './use-page-title';

/** A link of an article: a page of this site (`to`) or another site (`href`). */
export type ArticleLink = { label: string; to: string } | { label: string; href: string };

/** One titled part of an article: its paragraphs, a list, and links onward. */
export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  links?: readonly ArticleLink[];
}

/** A page of text (help, the privacy notice, the terms) as message ids of its feature's catalog. */
export interface Article {
  title: string;
  lead: string;
  sections: readonly ArticleSection[];
}

export interface ArticlePageProps {
  article: Article;
  /** The small line above the title ("Help", "Legal"). */
  eyebrow?: string;
  /** Lines under the lead (a notice's version). */
  children?: ReactNode;
  /** After the sections (contact details, links to the other topics). */
  footer?: ReactNode;
}

/**
 * An article's page: the header, then a section per part. Its texts are
 * ids of the calling feature's catalog, which that feature has loaded.
 */
export function ArticlePage({ article, eyebrow, children, footer }: ArticlePageProps) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(article.title));
  return (
    <div className={container}>
      <Stack gap="8" className={measure[40]}>
        <PageHeader eyebrow={eyebrow} title={i18n._(article.title)} lead={i18n._(article.lead)}>
          {children}
        </PageHeader>
        {article.sections.map((section) => (
          <Section key={section.heading} title={i18n._(section.heading)}>
            <Stack gap="3">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{i18n._(paragraph)}</Text>
              ))}
              {section.list ? (
                <Stack as="ul" gap="2">
                  {section.list.map((item) => (
                    <li key={item}>{i18n._(item)}</li>
                  ))}
                </Stack>
              ) : null}
              {section.links ? (
                <Stack as="ul" gap="2">
                  {section.links.map((link) => (
                    <li key={link.label}>
                      {'to' in link ? (
                        <Link to={link.to}>{i18n._(link.label)}</Link>
                      ) : (
                        <a href={link.href} rel="noopener noreferrer">
                          {i18n._(link.label)}
                        </a>
                      )}
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Section>
        ))}
        {footer}
      </Stack>
    </div>
  );
}
