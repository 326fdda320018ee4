import { useState } from 'react';
import { Link } from 'react-router-dom';
import { artUrl } from '../../../shared/art/urls';
import { formatPostDate, searchPosts } from '../../../shared/blog';
import { Icon } from '../../ui/icons';
import { usePageTitle } from '../../ui/use-page-title';
import '../blog/blog.css';

/** 'Recent Blog Post' with a case-insensitive title search. */
export default function BlogListPage() {
  const [query, setQuery] = useState('');
  const posts = searchPosts(query);
  usePageTitle('Blog');
  return (
    <main className="blog">
      <section className="blog-hero">
        <div className="container">
          <p className="eyebrow">Ideas & guides</p>
          <h1>Recent Blog Post</h1>
          <p className="blog-hero__lead">
            Wording ideas, etiquette and design tips for invitations your guests will remember.
          </p>
          <div className="blog-search" role="search">
            <Icon name="search" size={20} className="blog-search__icon" />
            <label htmlFor="blog-search-input" className="visually-hidden">
              Search posts by title
            </label>
            <input
              id="blog-search-input"
              type="search"
              placeholder="Search posts by title"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
      </section>
      <section className="container blog-list" aria-label="Posts">
        {posts.length === 0 ? (
          <p className="blog-empty" role="status">
            No posts match “{query.trim()}”.
          </p>
        ) : (
          <ul className="blog-cards">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.id}`} className="blog-card">
                  <img
                    src={artUrl(post.coverTemplateId, 'cover')}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="blog-card__body">
                    <span className="blog-card__meta">
                      <Icon name="clock" size={16} /> {post.readTime} read · {formatPostDate(post.publishedDate)}
                    </span>
                    <h2 className="blog-card__heading">{post.heading}</h2>
                    <span className="blog-card__summary">{post.summary}</span>
                    <span className="blog-card__more">
                      Read more <Icon name="arrowRight" size={16} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
