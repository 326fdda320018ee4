import { Link, useParams } from 'react-router-dom';
import { artUrl } from '../../../shared/art/urls';
import { findPost, formatPostDate } from '../../../shared/blog';
import { Icon } from '../../ui/icons';
import { usePageTitle } from '../../ui/use-page-title';
import '../blog/blog.css';

export const POST_NOT_FOUND = 'Post not found.';

/** A post: heading, date, sections (title, description, bullet points), conclusion and a button. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = findPost(id);
  usePageTitle(post ? post.heading : POST_NOT_FOUND);

  if (!post) {
    return (
      <main className="container blog-missing">
        <h1>{POST_NOT_FOUND}</h1>
        <p>The post you are looking for does not exist or has moved.</p>
        <Link to="/blog" className="btn">
          See all posts
        </Link>
      </main>
    );
  }

  return (
    <main className="blog-post">
      <article>
        <header className="blog-post__header">
          <div className="container blog-post__narrow">
            <Link to="/blog" className="blog-post__back">
              <Icon name="chevronLeft" size={18} /> All posts
            </Link>
            <h1>{post.heading}</h1>
            <p className="blog-post__meta">
              <span>
                <Icon name="calendar" size={16} /> Published{' '}
                <time dateTime={post.publishedDate}>{formatPostDate(post.publishedDate)}</time>
              </span>
              <span>
                <Icon name="clock" size={16} /> {post.readTime} read
              </span>
            </p>
          </div>
        </header>
        <div className="container blog-post__narrow">
          <img
            className="blog-post__cover"
            src={artUrl(post.coverTemplateId, 'cover')}
            alt=""
            width={1200}
            height={630}
          />
          <p className="blog-post__summary">{post.summary}</p>
          {post.sections.map((section, index) => (
            <section key={section.title} className="blog-post__section">
              <h2>
                <span className="blog-post__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <p>{section.description}</p>
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
          <section className="blog-post__conclusion">
            <h2>Conclusion</h2>
            <p>{post.conclusion}</p>
            <Link to={post.button.to} className="btn blog-post__cta">
              {post.button.label} <Icon name="arrowRight" size={18} />
            </Link>
          </section>
        </div>
      </article>
    </main>
  );
}
