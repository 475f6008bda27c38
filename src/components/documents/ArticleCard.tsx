/**
 * An article in a list of articles (/blog, an article's related ones): its cover, category, title and
 * excerpt, what the list adds (e.g. its author and date), and 'Read More' to its page.
 */

import { categoryName } from '@content/article-categories';
import type ArticlesCollection from '@schemas/articles';
import type { ReactNode } from 'react';
import { useSiteText } from '@/app/site-text';
import { MediaCard } from '@/components/page-parts/MediaCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/layout';
import { fill } from '@/schema-kit/template';
import type { ListedDocument } from '@/storage/document-rows';
import { CARD_SIZES, CoverImage } from './CoverImage';

export function ArticleCard({
  article,
  href,
  children,
  'data-testid': testId,
}: {
  article: ListedDocument<typeof ArticlesCollection>;
  /** The article's page (documentPath). */
  href: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const words = useSiteText('articles');
  return (
    <MediaCard
      picture={<CoverImage cover={article.data.cover} sizes={CARD_SIZES} className="cp-media-card__image" />}
      category={categoryName(words.categories, article.data.category)}
      title={article.data.title}
      summary={article.data.excerpt}
      data-testid={testId}
    >
      {children}
      <div className="cp-push-down">
        <ButtonLink href={href} variant="light" rightSection={<Icon name="arrowRight" size={16} />}>
          {/* Visible text first, context for screen readers and Lighthouse's link-text audit. */}
          {words.readMore}
          <VisuallyHidden>{` ${fill(words.readMoreAbout, { title: article.data.title })}`}</VisuallyHidden>
        </ButtonLink>
      </div>
    </MediaCard>
  );
}
